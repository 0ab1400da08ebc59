import type { ReactNode } from 'react'

/** App-wide providers (stub; the shell work replaces it). */
export function AppProvider({ children }: { children: ReactNode }) {
  return <>{children}</>
}
