import { AppShell } from '@/components/layout/shell/app-shell'

/** Layout of the member pages: the sidebar navigation shell (doc 1 §2.3). */
export function Component() {
  return <AppShell />
}
