import { paths } from '@/config/paths'
import { getPlan, TRIAL_DAYS } from '@/config/plans'
import { LegalLink, LegalPage, type LegalSection } from './legal-page'

function sections(): readonly LegalSection[] {
  const basic = getPlan('basic')
  const pro = getPlan('premium')
  return [
    {
      id: 'using-nexus',
      title: 'Using Nexus',
      body: (
        <>
          <p>
            Nexus is a community for slow, reflective conversation. Anyone can look around as a guest. An account (an
            e-mail address and a password) is needed to subscribe and to use the account features.
          </p>
          <p>
            Keep your password to yourself; you can add two-factor authentication in{' '}
            <LegalLink to={paths.settings.account}>Settings → Account</LegalLink>. You must be old enough to agree to
            these terms where you live.
          </p>
        </>
      ),
    },
    {
      id: 'free-trial',
      title: 'The free trial',
      body: (
        <p>
          Every new account gets a {TRIAL_DAYS}-day free trial, counted from sign-up, without a card. When it ends,
          Nexus asks you to choose a plan. Nothing is ever charged unless you subscribe.
        </p>
      ),
    },
    {
      id: 'plans-and-payment',
      title: 'Plans and payment',
      body: (
        <>
          <p>
            There are two paid plans: {basic.name} at {basic.price}
            {basic.period} and {pro.name} at {pro.price}
            {pro.period}. See <LegalLink to={paths.pricing}>Pricing</LegalLink> for what each includes.
          </p>
          <p>
            You pay through Stripe Checkout, monthly in advance. A subscription renews every month until you cancel it.
            If a price changes, we tell you before it applies to your next renewal.
          </p>
        </>
      ),
    },
    {
      id: 'cancelling',
      title: 'Cancelling',
      body: (
        <>
          <p>
            Cancel any time in Stripe’s billing portal, opened from{' '}
            <LegalLink to={paths.settings.billing}>Settings → Billing</LegalLink>. You keep your plan until the end of
            the month you have paid for and are not charged again.
          </p>
          <p>
            Deleting your account cancels a live subscription at once, and the unused part of the month is prorated.
          </p>
        </>
      ),
    },
    {
      id: 'community-rules',
      title: 'Community rules',
      body: (
        <>
          <p>
            Follow the <LegalLink to={paths.communityGuidelines}>Community Guidelines</LegalLink>: no harassment,
            threats or hate speech, nothing that encourages harm, no spam, and no personal information about others.
            Room posts and chat messages pass an automatic moderation check before they are posted, and anonymous rooms
            hide your name from other members and from moderators: only an administrator can reveal it, with a written
            justification that is logged.
          </p>
          <p>We may remove content, or close an account, that breaks these rules.</p>
        </>
      ),
    },
    {
      id: 'your-content',
      title: 'Your content',
      body: (
        <p>
          What you write stays yours. Most of it is kept only in your browser (see the{' '}
          <LegalLink to={paths.privacy}>Privacy Policy</LegalLink>), so keep a copy with Download Data in{' '}
          <LegalLink to={paths.settings.account}>Settings → Account</LegalLink> if it matters to you.
        </p>
      ),
    },
    {
      id: 'not-a-crisis-service',
      title: 'Not a crisis or medical service',
      body: (
        <p>
          Nexus is conversation between people, not therapy, medical advice or emergency help, and its assistant is a
          simple rule-based helper. If you or someone else is in danger, call your local emergency number.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes and ending your account',
      body: (
        <>
          <p>
            Nexus is provided as it is, and features may change. When these terms change, this page shows the new text
            and a new date at the top.
          </p>
          <p>
            You can delete your account at any time in{' '}
            <LegalLink to={paths.settings.account}>Settings → Account</LegalLink>. Questions? Use the{' '}
            <LegalLink to={paths.contact}>contact form</LegalLink>.
          </p>
        </>
      ),
    },
  ]
}

/** /terms: the terms of using Nexus: accounts, the free trial, plans paid through Stripe, cancelling, community rules. */
export function TermsScreen() {
  return (
    <LegalPage
      eyebrow="Terms"
      title="Terms of Service"
      lead="The agreement between you and Nexus: accounts, the free trial, paid plans, cancelling and community rules."
      sections={sections()}
    />
  )
}
