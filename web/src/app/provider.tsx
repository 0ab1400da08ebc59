import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { ToasterOnDemand } from '@/components/ui/toaster-on-demand'
import { AuthProvider } from '@/lib/auth/auth-provider'
import { answersAsTransitions } from '@/lib/data/answers-as-transitions'
import { countReads } from '@/lib/data/reads-in-flight'
import { StorageScopeSync } from '@/lib/persist/storage-scope-sync'
import { ThemeProvider } from '@/lib/theme/theme-provider'

const SWR_DEFAULTS = { revalidateOnFocus: false, shouldRetryOnError: false, use: [countReads, answersAsTransitions] }

/**
 * App-wide providers, rendered inside the router by the root route: SWR defaults (its count of reads in
 * flight, and answers rendered as transitions), theme,
 * session, the storage scope of member state and the toasts (their code loaded with the first one).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={SWR_DEFAULTS}>
      <ThemeProvider>
        <AuthProvider>
          <StorageScopeSync />
          {children}
          <ToasterOnDemand />
        </AuthProvider>
      </ThemeProvider>
    </SWRConfig>
  )
}
