import { AppShell } from '@/components/layout/shell/app-shell'

/** Layout of the member pages: the sidebar navigation shell. */
export function Component() {
  return <AppShell />
}
