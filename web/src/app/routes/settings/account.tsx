import { collectMemberData } from '@/app/member-data'
import { useMemberExport } from '@/app/member-export-context'
import { AccountSettings } from '@/features/settings/account/account-settings'

/**
 * Route /settings/account: Account Settings, with 'Download Data' gathering a signed-in member's
 * data from the server (with what stays in this browser), or every feature's data in this browser.
 */
export function Component() {
  const serverExport = useMemberExport()
  return <AccountSettings collectMemberData={serverExport ?? (() => collectMemberData())} />
}
