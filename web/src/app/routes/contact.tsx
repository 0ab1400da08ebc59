import { ContactScreen } from '@/features/contact/contact-screen'

/** Route /contact: the contact form. */
export function Component() {
  return <ContactScreen />
}
