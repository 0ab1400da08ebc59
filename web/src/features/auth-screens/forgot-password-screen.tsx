import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { useAuth } from '@/lib/auth/auth-provider'
import { HeaderLink } from '@/components/layout/public-header'
import { PublicLayout } from '@/components/layout/public-layout'
import { isBackendConfigured } from '@/lib/env'
import { BackendNotice } from './backend-notice'
import { FormField } from './form-field'
import { requestPasswordReset } from './recovery'
import { recoveryRequestSchema } from './schemas'
import { useZodForm } from './use-zod-form'

/** The one answer to every recovery request, sent or not, so it never reveals whether an account exists. */
export const RECOVERY_SENT_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password. Check your inbox.'

/**
 * /forgot-password (linked from Sign In, doc 1 §2.5): an Email field (checked as on sign-in)
 * and 'Send Reset Link', which asks Supabase to e-mail a recovery link to /reset-password. It
 * always answers {@link RECOVERY_SENT_MESSAGE}; an error is logged only. In guest mode it shows
 * the {@link BackendNotice} instead of the form.
 */
export function ForgotPasswordScreen({ backendConfigured = isBackendConfigured }: { backendConfigured?: boolean }) {
  const { continueAsGuest } = useAuth()
  const [answered, setAnswered] = useState(false)
  const { errors, submitting, field, handleSubmit } = useZodForm(recoveryRequestSchema, { email: '' })

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
    <PublicLayout navLabel="Account" nav={<HeaderLink href={paths.auth}>Sign In</HeaderLink>}>
      <div className="mx-auto max-w-md space-y-8 px-4 py-16 sm:px-6">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Reset your password</h1>
          <p className="mt-3 text-muted-foreground">
            Enter your email and we will send you a link to choose a new password.
          </p>
        </div>
        {backendConfigured ? (
          <Card>
            <CardContent className="grid gap-4">
              <form
                noValidate
                onSubmit={(e) => void onSubmit(e)}
                className="grid gap-4"
                aria-label="Reset your password"
              >
                <FormField label="Email" type="email" autoComplete="email" error={errors.email} {...field('email')} />
                <Button type="submit" className="w-full" disabled={submitting}>
                  {submitting ? 'Sending...' : 'Send Reset Link'}
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
          <Button asChild size="lg" variant="ghost">
            <Link to={paths.dashboard} onClick={continueAsGuest}>
              Continue as Guest
            </Link>
          </Button>
        </div>
      </div>
    </PublicLayout>
  )
}
