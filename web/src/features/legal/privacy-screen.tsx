import { paths } from '@/config/paths'
import { ExternalLegalLink, LegalLink, LegalPage, type LegalSection } from './legal-page'

const sections: readonly LegalSection[] = [
  {
    id: 'short-version',
    title: 'The short version',
    body: (
      <>
        <p>
          Most of what you do in Nexus stays in your own browser. Our server keeps only your account, your subscription
          and the messages you send to the team. Card details go to Stripe and never reach Nexus.
        </p>
        <p>We do not sell data, show ads, or load any tracking or analytics scripts.</p>
      </>
    ),
  },
  {
    id: 'in-your-browser',
    title: 'What stays in your browser',
    body: (
      <>
        <p>
          Everything you create in the member features is kept in this browser’s local storage and IndexedDB: room posts
          and replies, friends and chats, journal entries and the journal lock, resources and the PDF files you add,
          your schedule and session bookings, notifications, assistant conversations, your profile and your settings.
        </p>
        <p>
          It is kept separately for each person who signs in on this browser, and for the guest. It is not sent to our
          server, so nobody else can read it, and it is not backed up: another browser or device does not have it, and
          clearing this site’s data in your browser erases it.
        </p>
        <p>
          The browser also keeps your theme, whether the sidebar is open (a cookie, <code>sidebar:state</code>, for 7
          days) and, while you are signed in, your session with Supabase Auth.
        </p>
      </>
    ),
  },
  {
    id: 'on-our-server',
    title: 'What our server stores',
    body: (
      <>
        <p>With an account, these are kept in the Postgres database of Nexus’s Supabase project:</p>
        <ul>
          <li>
            <strong>Your account:</strong> your e-mail address, your password (stored only as a hash, which nobody can
            read back), the name you gave at sign-up, the sign-in records Supabase Auth keeps, and your two-factor
            authentication setup if you turned it on.
          </li>
          <li>
            <strong>Your subscription:</strong> your plan, whether you are subscribed, when your trial and your paid
            period end, and the Stripe customer and subscription ids that link your account to Stripe. You can see your
            plan and dates; the Stripe ids are read only by our server.
          </li>
          <li>
            <strong>Support requests and feature suggestions</strong> you send from Settings → Support: subject,
            message, category and priority. Only you and the team can read them.
          </li>
          <li>
            <strong>Contact messages</strong> from the contact form, with or without an account: name, e-mail address,
            subject, message, and the IP address it came from, which is used only to limit how many messages one sender
            can send. Only the team can read them.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments through Stripe',
    body: (
      <>
        <p>
          Payments are handled by Stripe. You enter your card on Stripe’s Checkout page and manage it in Stripe’s
          billing portal; the card number never reaches Nexus. Stripe tells our server when your subscription starts,
          renews, changes or ends, and we keep only the result described above.
        </p>
        <p>
          Stripe keeps its own records of your payments. How it handles them is described in{' '}
          <ExternalLegalLink href="https://stripe.com/privacy">Stripe’s privacy policy</ExternalLegalLink>.
        </p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Your account, subscription and support requests: until you delete your account.</li>
        <li>
          Contact messages: 12 months after they arrive, then they are deleted. They are not tied to an account, so
          deleting your account does not remove them sooner.
        </li>
        <li>Data in your browser: until you delete it, or delete your account while signed in on that browser.</li>
        <li>Payment records at Stripe: as long as Stripe must keep them by law, even after you delete your account.</li>
      </ul>
    ),
  },
  {
    id: 'delete',
    title: 'How to get a copy and delete it',
    body: (
      <ul>
        <li>
          <strong>Download Data</strong> in <LegalLink to={paths.settings.account}>Settings → Account</LegalLink> saves
          one JSON file with your profile, preferences, journal, resources, schedule, bookings, notifications and
          assistant conversation.
        </li>
        <li>
          <strong>Delete Account</strong> in the same place asks for your password, cancels a live subscription at once
          (the unused time is prorated), then deletes your sign-in account, profile, subscription record and support
          requests, and clears your data from this browser. It cannot be undone.
        </li>
        <li>On any other browser you used, clear this site’s data in the browser’s settings.</li>
        <li>
          To have a contact message deleted sooner, ask us through the{' '}
          <LegalLink to={paths.contact}>contact form</LegalLink>.
        </li>
      </ul>
    ),
  },
  {
    id: 'who-sees',
    title: 'Who can see your data',
    body: (
      <p>
        The Nexus team reads support requests and contact messages in order to answer them. Supabase hosts the database
        and Stripe processes payments, each only for that purpose. Nobody else receives your data, and we never share it
        for advertising.
      </p>
    ),
  },
  {
    id: 'questions',
    title: 'Questions',
    body: (
      <p>
        Ask us anything about your data through the <LegalLink to={paths.contact}>contact form</LegalLink>. The{' '}
        <LegalLink to={paths.terms}>Terms of Service</LegalLink> cover plans, payments and community rules.
      </p>
    ),
  },
]

/** /privacy: what Nexus stores, where, for how long, how to get a copy and delete it, and Stripe's part. */
export function PrivacyScreen() {
  return (
    <LegalPage
      eyebrow="Privacy"
      title="Privacy Policy"
      lead="What Nexus stores about you, where it is kept, for how long, and how to delete it."
      sections={sections}
    />
  )
}
