import { EmailSettings } from '@/features/settings/email/email-settings'

/** Route /settings/email: Email Settings. */
export function Component() {
  return <EmailSettings />
}
