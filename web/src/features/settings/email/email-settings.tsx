import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Mail } from 'lucide-react'
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
import { emailSchema, type EmailForm } from './email-schema'

/**
 * /settings/email, 'Email Settings': the current address (the one set here, else the
 * account's, else 'No email address set') and a form for a new one. The new address must be
 * non-empty and contain '@'; updating takes 1 s ('Updating...'), then it replaces the current
 * one (kept per person in this browser only), the input is cleared and the toast 'Email address
 * updated' says so. No e-mail leaves the browser from this page, so unlike the original it does
 * not claim a verification email was sent (the sign-in address changes in Account settings).
 */
export function EmailSettings() {
  const { user } = useAuth()
  const stored = useAccountNamesStore((s) => s.email)
  const setEmail = useAccountNamesStore((s) => s.setEmail)
  const current = stored ?? (user.email || null)
  const inputId = useId()
  const errorId = `${inputId}-error`
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailForm>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } })

  const onSubmit = async ({ email }: EmailForm) => {
    await simulatedSave()
    setEmail(email)
    reset({ email: '' })
    toast({
      title: 'Email address updated',
      description: `${email} is shown for you in this browser. No verification email is sent from this page; the address you sign in with changes in Account settings.`,
    })
  }

  return (
    <SettingsPage title="Email Settings" description="Change the email address shown for you.">
      <SettingsCard
        title="Email Address"
        icon={<Mail aria-hidden="true" className="size-5 text-primary" />}
        description="This page keeps the address in this browser only. It does not change the address you sign in with."
      >
        <div className="rounded-lg border border-border bg-muted/50 p-4">
          <p className="text-sm text-muted-foreground">Current email</p>
          <p data-testid="current-email" className="mt-1 font-semibold break-words">
            {current ?? 'No email address set'}
          </p>
        </div>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <div className="grid gap-2">
            <Label htmlFor={inputId}>New Email Address</Label>
            <Input
              id={inputId}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? errorId : undefined}
              {...register('email')}
            />
            <FieldMessage id={errorId} message={errors.email?.message} />
          </div>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? (
              <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : null}
            {isSubmitting ? 'Updating...' : 'Update Email'}
          </Button>
        </form>
      </SettingsCard>
    </SettingsPage>
  )
}
