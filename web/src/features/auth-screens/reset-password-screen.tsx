import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { useAuth } from '@/lib/auth/auth-provider'
import { HeaderLink } from '@/components/layout/public-header'
import { isBackendConfigured } from '@/lib/env'
import { errorMessage } from '@/lib/error-message'
import { AccountPage } from './account-page'
import { BackendNotice } from './backend-notice'
import { NewPasswordFields } from './new-password-fields'
import { updatePassword } from './recovery'
import { newPasswordSchema, type NewPasswordValues } from './schemas'

/**
 * /reset-password, where the recovery e-mail lands: supabase-js has signed the visitor in for
 * recovery, so New Password and Confirm Password (the sign-up rules, checked on submit, then as
 * the user types) set a new one; 'Update Password' reads 'Updating...' and is disabled meanwhile.
 * Success: toast 'Password updated' and /dashboard. Failure: the destructive 'Error' toast with
 * the server message; the form stays. Without a session the link is invalid or expired, and the
 * screen offers to request a new one. In guest mode it shows the {@link BackendNotice}.
 */
export function ResetPasswordScreen({ backendConfigured = isBackendConfigured }: { backendConfigured?: boolean }) {
  const { status, user } = useAuth()
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await updatePassword(password)
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error) || 'Failed to update password.',
        variant: 'destructive',
      })
      return
    }
    toast({ title: 'Password updated', description: 'You can now sign in with your new password.' })
    navigate(paths.dashboard)
  })

  let body
  if (!backendConfigured) body = <BackendNotice />
  else if (status === 'loading') body = <Spinner label="Checking your reset link..." className="w-full py-8" />
  else if (user.isGuest)
    body = (
      <Card>
        <CardContent className="grid gap-4 text-center">
          <p>This password reset link is invalid or has expired.</p>
          <Button asChild>
            <Link to={paths.forgotPassword}>Request a new link</Link>
          </Button>
        </CardContent>
      </Card>
    )
  else
    body = (
      <Card>
        <CardContent>
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4" aria-label="Choose a new password">
            <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
            <NewPasswordFields label="New Password" register={register} errors={errors} />
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? 'Updating...' : 'Update Password'}
            </Button>
          </form>
        </CardContent>
      </Card>
    )

  return (
    <AccountPage
      title="Choose a new password"
      lead="It must be at least 8 characters long."
      nav={<HeaderLink href={paths.auth}>Sign In</HeaderLink>}
    >
      {body}
    </AccountPage>
  )
}
