import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Mail } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { FieldMessage } from '../shared/field-message'
import { SettingsCard } from '../shared/settings-card'
import { NeedsAccountNotice, type AccountAccess } from './account-access'
import { changeEmail } from './account-actions'
import { EMAIL_PASSWORD_REQUIRED, emailUpdateSchema, type EmailUpdate } from './account-schemas'

/**
 * The sign-in e-mail address. For a member: the current address and 'Update Email', which
 * opens a form for the new address and the password. Without a password the change is refused
 * ('Password required'); otherwise the password is checked and Supabase Auth sends a
 * confirmation link to the new address ('Email updated'); failures show the server's message.
 * For a guest it says it needs an account.
 */
export function EmailCard({ access }: { access: AccountAccess }) {
  return (
    <SettingsCard
      title="Email Address"
      icon={<Mail aria-hidden="true" className="size-5 text-primary" />}
      description="The address you sign in with."
    >
      {access.kind === 'member' ? (
        <EmailUpdate email={access.email} />
      ) : (
        <NeedsAccountNotice access={access}>Changing your email address needs an account.</NeedsAccountNotice>
      )}
    </SettingsCard>
  )
}

function EmailUpdate({ email }: { email: string }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailUpdate>({ resolver: zodResolver(emailUpdateSchema), defaultValues: { email: '', password: '' } })

  const onValid = async (values: EmailUpdate) => {
    const error = await changeEmail(values.password, values.email)
    if (error) {
      toast({ title: 'Email not updated', description: error, variant: 'destructive' })
      return
    }
    reset()
    setOpen(false)
    toast({ title: 'Email updated', description: 'A verification email has been sent to your new address.' })
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">Current email</p>
          <p data-testid="account-email" className="font-semibold break-words">
            {email}
          </p>
        </div>
        {open ? null : (
          <Button variant="outline" onClick={() => setOpen(true)}>
            Update Email
          </Button>
        )}
      </div>
      {open ? (
        <form
          noValidate
          aria-label="Update Email"
          onSubmit={handleSubmit(onValid, (found) => {
            if (found.password) toast({ ...EMAIL_PASSWORD_REQUIRED, variant: 'destructive' })
          })}
          className="space-y-4"
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>New Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              {...register('email')}
            />
            <FieldMessage id={`${id}-email-error`} message={errors.email?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-password`}>Current Password</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? `${id}-password-error` : undefined}
              {...register('password')}
            />
            <FieldMessage id={`${id}-password-error`} message={errors.password?.message} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? (
                <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : null}
              {isSubmitting ? 'Updating...' : 'Save New Email'}
            </Button>
            <Button
              variant="cancel"
              disabled={isSubmitting}
              onClick={() => {
                reset()
                setOpen(false)
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  )
}
