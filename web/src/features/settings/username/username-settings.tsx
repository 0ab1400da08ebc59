import { zodResolver } from '@hookform/resolvers/zod'
import { AtSign, LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { useAuth } from '@/lib/auth/auth-provider'
import { useAccountNamesStore } from '../shared/account-names-store'
import { FieldMessage } from '../shared/field-message'
import { SettingsCard } from '../shared/settings-card'
import { SettingsPage } from '../shared/settings-page'
import { simulatedSave } from '../shared/simulated-save'
import { usernameSchema, type UsernameForm } from './username-schema'

/**
 * /settings/username, 'Username Settings': the current username (the one set here, else the
 * account's name) and a form for a new one. The new name must be non-empty after trimming;
 * saving takes 1 s ('Saving...'), then the trimmed name replaces the current one (kept per
 * person in this browser), the input is cleared and the toast 'Username updated' shows.
 */
export function UsernameSettings() {
  const { user } = useAuth()
  const stored = useAccountNamesStore((s) => s.username)
  const setUsername = useAccountNamesStore((s) => s.setUsername)
  const current = stored ?? user.name
  const inputId = useId()
  const errorId = `${inputId}-error`
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UsernameForm>({ resolver: zodResolver(usernameSchema), defaultValues: { username: '' } })

  const onSubmit = async ({ username }: UsernameForm) => {
    await simulatedSave()
    setUsername(username)
    reset({ username: '' })
    toast({ title: 'Username updated', description: `Your username is now ${username}.` })
  }

  return (
    <SettingsPage title="Username Settings" description="Change the name other members see.">
      <SettingsCard title="Username" icon={<AtSign aria-hidden="true" className="size-5 text-primary" />}>
        <div className="rounded-lg border border-border bg-muted/50 p-4">
          <p className="text-sm text-muted-foreground">Current username</p>
          <p data-testid="current-username" className="mt-1 font-semibold break-words">
            {current}
          </p>
        </div>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <div className="grid gap-2">
            <Label htmlFor={inputId}>New Username</Label>
            <Input
              id={inputId}
              autoComplete="username"
              placeholder="Enter a new username"
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? errorId : undefined}
              {...register('username')}
            />
            <FieldMessage id={errorId} message={errors.username?.message} />
          </div>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? (
              <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : null}
            {isSubmitting ? 'Saving...' : 'Save Username'}
          </Button>
        </form>
      </SettingsCard>
    </SettingsPage>
  )
}
