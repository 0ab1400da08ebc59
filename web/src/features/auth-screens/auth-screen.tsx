import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useAuth } from '@/lib/auth/auth-provider'
import { HeaderLink } from '@/components/layout/public-header'
import { PublicLayout } from '@/components/layout/public-layout'
import { isBackendConfigured } from '@/lib/env'
import { BackendNotice } from './backend-notice'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

/**
 * The /auth screen (doc 1 §2.5): heading 'Welcome to Nexus', the Sign In (default) and Sign Up
 * tabs, and 'Continue as Guest' (→ /dashboard, remembered as the guest's choice). In guest mode (no backend configured) the
 * {@link BackendNotice} explains why signing in cannot work.
 */
export function AuthScreen({ backendConfigured = isBackendConfigured }: { backendConfigured?: boolean }) {
  const { continueAsGuest } = useAuth()
  return (
    <PublicLayout navLabel="Account" nav={<HeaderLink href={paths.pricing}>Pricing</HeaderLink>}>
      <div className="mx-auto max-w-md space-y-8 px-4 py-16 sm:px-6">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Welcome to Nexus</h1>
          <p className="mt-3 text-muted-foreground">
            Sign in to continue your conversations, or create an account to start your 7-day free trial.
          </p>
        </div>
        {backendConfigured ? null : <BackendNotice />}
        <Card>
          <CardContent>
            <Tabs defaultValue="sign-in" className="gap-6">
              <TabsList className="w-full">
                <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <SignInForm />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <div className="flex justify-center">
          <Button asChild size="lg" variant="outline">
            <Link to={paths.dashboard} onClick={continueAsGuest}>
              Continue as Guest
            </Link>
          </Button>
        </div>
      </div>
    </PublicLayout>
  )
}
