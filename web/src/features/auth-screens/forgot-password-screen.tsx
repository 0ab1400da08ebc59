import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { HeaderLink } from '@/components/layout/public-header'
import { isBackendConfigured } from '@/lib/env'
import { AccountPage, ContinueAsGuestButton } from './account-page'
import { BackendNotice } from './backend-notice'
import { FormField } from './form-field'
import { requestPasswordReset } from './recovery'
import { recoveryRequestSchema, type RecoveryRequestValues } from './schemas'

/** The one answer to every recovery request, sent or not, so it never reveals whether an account exists. */
export const RECOVERY_SENT_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password. Check your inbox.'

/**
 * /forgot-password (linked from Sign In): an Email field (checked as on sign-in: on submit, then
 * as the user types) and 'Send Reset Link' ('Sending...' and disabled while it runs), which asks
 * Supabase to e-mail a recovery link to /reset-password. It always answers
 * {@link RECOVERY_SENT_MESSAGE}; an error is logged only. In guest mode it shows the
 * {@link BackendNotice} instead of the form.
 */
export function ForgotPasswordScreen({ backendConfigured = isBackendConfigured }: { backendConfigured?: boolean }) {
  const [answered, setAnswered] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryRequestValues>({ resolver: zodResolver(recoveryRequestSchema), defaultValues: { email: '' } })

  const onSubmit = handleSubmit(async ({ email }) => {
    setAnswered(false)
    try {
      await requestPasswordReset(email)
    } catch (error) {
      console.warn('Password recovery request failed:', error)
    }
    setAnswered(true)
  })

  return (
    <AccountPage
      title="Reset your password"
      lead="Enter your email and we will send you a link to choose a new password."
      nav={<HeaderLink href={paths.auth}>Sign In</HeaderLink>}
    >
      {backendConfigured ? (
        <Card>
          <CardContent className="grid gap-4">
            <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4" aria-label="Reset your password">
              <FormField
                label="Email"
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...register('email')}
              />
              <Button type="submit" className="w-full" disabled={isSubmitting}>
                {isSubmitting ? 'Sending...' : 'Send Reset Link'}
              </Button>
            </form>
            <div role="status" aria-live="polite">
              {answered ? (
                <p className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 p-3 text-sm">
                  <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  {RECOVERY_SENT_MESSAGE}
                </p>
              ) : null}
            </div>
          </CardContent>
        </Card>
      ) : (
        <BackendNotice />
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg" variant="outline">
          <Link to={paths.auth}>Back to Sign In</Link>
        </Button>
        <ContinueAsGuestButton variant="ghost" />
      </div>
    </AccountPage>
  )
}
