import { ContactScreen } from '@/features/contact/contact-screen'

/** Route /contact: the contact form (doc 1 §2.9). */
export function Component() {
  return <ContactScreen />
}
