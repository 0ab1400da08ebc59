import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import { AuthProvider } from '@/lib/auth/auth-provider'
import { StorageScopeSync } from '@/lib/persist/storage-scope-sync'
import { ThemeProvider } from '@/lib/theme/theme-provider'

/**
 * App-wide providers, rendered inside the router by the root route: SWR defaults, theme,
 * session, the storage scope of member state, tooltip timing (700/300 ms) and the toast queue.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <ThemeProvider>
        <AuthProvider>
          <StorageScopeSync />
          <TooltipProvider>
            {children}
            <Toaster />
          </TooltipProvider>
        </AuthProvider>
      </ThemeProvider>
    </SWRConfig>
  )
}
