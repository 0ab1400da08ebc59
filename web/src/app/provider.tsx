import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { ToasterOnDemand } from '@/components/ui/toaster-on-demand'
import { AuthProvider } from '@/lib/auth/auth-provider'
import { countReads } from '@/lib/data/reads-in-flight'
import { StorageScopeSync } from '@/lib/persist/storage-scope-sync'
import { ThemeProvider } from '@/lib/theme/theme-provider'

const SWR_DEFAULTS = { revalidateOnFocus: false, shouldRetryOnError: false, use: [countReads] }

/**
 * App-wide providers, rendered inside the router by the root route: SWR defaults (and its count of reads in flight), theme,
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
