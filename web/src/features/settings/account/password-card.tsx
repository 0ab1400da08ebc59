import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound, LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { FieldMessage } from '../shared/field-message'
import { SettingsCard } from '../shared/settings-card'
import { NeedsAccountNotice, type AccountAccess } from './account-access'
import { changePassword } from './account-actions'
import { canChangePassword, PASSWORDS_DONT_MATCH, passwordChangeSchema, type PasswordChange } from './account-schemas'

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' }

/**
 * The password. For a member: current password, new password and its confirmation; 'Change
 * Password' is disabled while the new fields are empty or differ ("Passwords don't match" if
 * they differ on submit). The current password is checked, then Supabase Auth sets the new one
 * ('Password changed'); failures show the server's message. For a guest it says it needs an account.
 */
export function PasswordCard({ access }: { access: AccountAccess }) {
  return (
    <SettingsCard
      title="Password"
      icon={<KeyRound aria-hidden="true" className="size-5 text-primary" />}
      description="Change the password you sign in with."
    >
      {access.kind === 'member' ? (
        <PasswordChangeForm />
      ) : (
        <NeedsAccountNotice access={access}>Changing your password needs an account.</NeedsAccountNotice>
      )}
    </SettingsCard>
  )
}

function PasswordChangeForm() {
  const id = useId()
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChange>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY })
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] })
  const mismatch = confirmPassword !== '' && newPassword !== confirmPassword

  const onValid = async (values: PasswordChange) => {
    const error = await changePassword(values.currentPassword, values.newPassword)
    if (error) {
      toast({ title: 'Password not changed', description: error, variant: 'destructive' })
      return
    }
    reset(EMPTY)
    toast({ title: 'Password changed', description: 'Use your new password next time you sign in.' })
  }

  const field = (name: keyof PasswordChange, label: string, autoComplete: string, message?: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-${name}-error` : undefined}
        {...register(name)}
      />
      <FieldMessage id={`${id}-${name}-error`} message={message} />
    </div>
  )

  return (
    <form
      noValidate
      aria-label="Change Password"
      onSubmit={handleSubmit(onValid, (found) => {
        if (found.confirmPassword) toast({ ...PASSWORDS_DONT_MATCH, variant: 'destructive' })
      })}
      className="space-y-4"
    >
      {field('currentPassword', 'Current Password', 'current-password', errors.currentPassword?.message)}
      {field('newPassword', 'New Password', 'new-password', errors.newPassword?.message)}
      {field(
        'confirmPassword',
        'Confirm New Password',
        'new-password',
        errors.confirmPassword?.message ?? (mismatch ? PASSWORDS_DONT_MATCH.title : undefined),
      )}
      <Button
        type="submit"
        disabled={isSubmitting || !canChangePassword(newPassword, confirmPassword)}
        aria-busy={isSubmitting || undefined}
      >
        {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : null}
        {isSubmitting ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  )
}
