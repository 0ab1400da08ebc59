import { collectMemberData } from '@/app/member-data'
import { AccountSettings } from '@/features/settings/account/account-settings'

/** Route /settings/account: Account Settings, with 'Download Data' gathering every feature's data. */
export function Component() {
  return <AccountSettings collectMemberData={() => collectMemberData()} />
}
