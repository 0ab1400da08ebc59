import { DataSources } from '@/app/data-sources'
import { AppShell } from '@/components/layout/shell/app-shell'

/** Layout of the member pages: the sidebar navigation shell, over the data sources of the signed-in member or the guest. */
export function Component() {
  return (
    <DataSources>
      <AppShell />
    </DataSources>
  )
}
