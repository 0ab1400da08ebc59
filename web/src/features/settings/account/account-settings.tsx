import { SettingsPage } from '../shared/settings-page'
import { useAccountAccess } from './account-access'
import { AccountStandingCard } from './account-standing-card'
import { DeleteAccountCard } from './delete-account-card'
import { DownloadDataCard, type DownloadDataCardProps } from './download-data-card'
import { EmailCard } from './email-card'
import { PasswordCard } from './password-card'
import { TwoFactorCard } from './two-factor-card'

/**
 * /settings/account, 'Account Settings': e-mail, password, two-factor authentication, account
 * standing (the member's statements of reasons and appeals), download data and delete account. With a backend and a signed-in member the account actions are real
 * (Supabase Auth and the `delete-account` function); a guest is told they need an account, with
 * a link to /auth. 'Download Data' works for everyone.
 */
export function AccountSettings({ collectMemberData }: DownloadDataCardProps) {
  const access = useAccountAccess()
  return (
    <SettingsPage title="Account Settings" description="Your sign-in details, security and data.">
      <EmailCard access={access} />
      <PasswordCard access={access} />
      <TwoFactorCard access={access} />
      <AccountStandingCard access={access} />
      <DownloadDataCard collectMemberData={collectMemberData} />
      <DeleteAccountCard access={access} />
    </SettingsPage>
  )
}
