import { LogIn, UserPlus } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/app/paths'
import { Button } from '@/components/ui/button'
import { HeaderLink } from '@/features/marketing/public-header'
import { PublicLayout } from '@/features/marketing/public-layout'
import { BackendNotice } from './backend-notice'

/**
 * Interim /auth screen until the sign-in work lands (doc 1 §2.5): the heading 'Welcome to
 * Nexus', what Sign In and Sign Up offer, the {@link BackendNotice}, and 'Continue as Guest'
 * (→ /dashboard).
 */
export function AuthScreen() {
  return (
    <PublicLayout navLabel="Account" nav={<HeaderLink href={paths.pricing}>Pricing</HeaderLink>}>
      <div className="mx-auto max-w-xl space-y-8 px-4 py-16 sm:px-6">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Welcome to Nexus</h1>
          <p className="mt-3 text-muted-foreground">
            Sign in to continue your conversations, or create an account to join.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          <li className="rounded-xl border border-border bg-card p-5 text-card-foreground">
            <h2 className="flex items-center gap-2 font-semibold">
              <LogIn aria-hidden="true" className="size-5 text-primary" />
              Sign In
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">
              Use your email and password to pick up where you left off. Forgot it? You can reset it by email.
            </p>
          </li>
          <li className="rounded-xl border border-border bg-card p-5 text-card-foreground">
            <h2 className="flex items-center gap-2 font-semibold">
              <UserPlus aria-hidden="true" className="size-5 text-primary" />
              Sign Up
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">
              Create an account with your name and email and start a 7-day free trial. No credit card required.
            </p>
          </li>
        </ul>
        <BackendNotice />
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={paths.dashboard}>Continue as Guest</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.forgotPassword}>Forgot password?</Link>
          </Button>
        </div>
      </div>
    </PublicLayout>
  )
}
