import { createContext, use, type ReactNode } from 'react'

/** Gathers a signed-in member's 'Download Data' file (from the server); may reject with an Error. */
export type MemberExport = () => Promise<object>

const MemberExportContext = createContext<MemberExport | null>(null)

/** Gives Settings > Account a signed-in member's export (the server's), or null: the browser's own data. */
export function MemberExportProvider({
  exportData,
  children,
}: {
  exportData: MemberExport | null
  children: ReactNode
}) {
  return <MemberExportContext value={exportData}>{children}</MemberExportContext>
}

/** The export provided above, or null (the guest: the browser's own data, app/member-data.ts). */
export function useMemberExport(): MemberExport | null {
  return use(MemberExportContext)
}
