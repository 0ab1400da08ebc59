import { Link } from 'react-router'
import { paths } from '@/app/paths'
import { Button } from '@/components/ui/button'
import { HeaderLink } from '@/features/marketing/public-header'
import { PublicLayout } from '@/features/marketing/public-layout'
import { BackendNotice } from './backend-notice'

/** Interim /forgot-password screen (doc 1 §2.1): the heading 'Reset your password' and the {@link BackendNotice}. */
export function ForgotPasswordScreen() {
  return (
    <PublicLayout navLabel="Account" nav={<HeaderLink href={paths.auth}>Sign In</HeaderLink>}>
      <div className="mx-auto max-w-xl space-y-8 px-4 py-16 sm:px-6">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Reset your password</h1>
          <p className="mt-3 text-muted-foreground">
            Enter your email and we will send you a link to choose a new password.
          </p>
        </div>
        <BackendNotice />
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="outline">
            <Link to={paths.auth}>Back to Sign In</Link>
          </Button>
          <Button asChild size="lg">
            <Link to={paths.dashboard}>Continue as Guest</Link>
          </Button>
        </div>
      </div>
    </PublicLayout>
  )
}
