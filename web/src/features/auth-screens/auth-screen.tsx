import { paths } from '@/config/paths'
import { Card, CardContent } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { HeaderLink } from '@/components/layout/public-header'
import { useSecondFactor } from '@/lib/auth/second-factor'
import { isBackendConfigured } from '@/lib/env'
import { AccountPage, ContinueAsGuestButton } from './account-page'
import { BackendNotice } from './backend-notice'
import { SecondFactorForm } from './second-factor-form'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

/**
 * The /auth screen: heading 'Welcome to Nexus', the Sign In (default) and Sign Up
 * tabs, and 'Continue as Guest' (→ /dashboard, remembered as the guest's choice). In guest mode (no backend configured) the
 * {@link BackendNotice} explains why signing in cannot work. While a password sign-in waits for
 * the two-factor code, the {@link SecondFactorForm} takes the place of the tabs.
 */
export function AuthScreen({ backendConfigured = isBackendConfigured }: { backendConfigured?: boolean }) {
  const { pending } = useSecondFactor()
  return (
    <AccountPage
      title="Welcome to Nexus"
      lead="Sign in to continue your conversations, or create an account to start your 7-day free trial."
      nav={<HeaderLink href={paths.pricing}>Pricing</HeaderLink>}
    >
      {backendConfigured ? null : <BackendNotice />}
      {pending ? (
        <SecondFactorForm />
      ) : (
        <Card>
          <CardContent>
            <Tabs defaultValue="sign-in" className="gap-6!">
              <TabsList className="w-full!">
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
      )}
      <div className="flex justify-center">
        <ContinueAsGuestButton />
      </div>
    </AccountPage>
  )
}
