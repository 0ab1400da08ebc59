import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { GUEST_USER, type SessionUser } from '@/lib/auth/session-user'
import { billingDate, BillingView, type BillingViewProps } from './billing-view'

const NOW = new Date('2030-01-10T12:00:00.000Z')
const base: SessionUser = { ...GUEST_USER, id: 'u1', email: 'a@b.co', isGuest: false }
const ACTIVE: SessionUser = {
  ...base,
  trialEndDate: '2029-11-01T00:00:00.000Z',
  subscription: { plan: 'premium', status: 'active', endDate: '2030-02-01T12:00:00.000Z' },
}
const TRIAL: SessionUser = {
  ...base,
  trialEndDate: '2030-01-15T12:00:00.000Z',
  subscription: { plan: 'free', status: 'trialing', endDate: null },
}
const EXPIRED: SessionUser = {
  ...base,
  trialEndDate: '2030-01-01T00:00:00.000Z',
  subscription: { plan: 'free', status: 'expired', endDate: null },
}

function renderView(user: SessionUser, props: Partial<BillingViewProps> = {}) {
  const onPortal = vi.fn()
  const onDownloadInvoice = vi.fn()
  render(
    <MemoryRouter>
      <BillingView
        user={user}
        busy={null}
        onPortal={onPortal}
        onDownloadInvoice={onDownloadInvoice}
        now={NOW}
        {...props}
      />
    </MemoryRouter>,
  )
  return { onPortal, onDownloadInvoice, user: userEvent.setup() }
}

const section = (name: string) => within(screen.getByRole('region', { name }))
const sectionNames = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)

describe('BillingView', () => {
  it('active: Active badge, plan name, next billing date, every section and every portal action', async () => {
    const { onPortal, onDownloadInvoice, user } = renderView(ACTIVE)
    const plan = section('Current Plan')
    expect(plan.getByText('Active')).toBeInTheDocument()
    expect(plan.getByText('Pro')).toBeInTheDocument()
    expect(plan.getByTestId('next-billing-date')).toHaveTextContent('February 1, 2030')
    expect(sectionNames()).toEqual([
      'Current Plan',
      'Payment Method',
      'Billing History',
      'Billing Cycle',
      'Cancel Subscription',
    ])

    for (const [label, action] of [
      ['Manage Subscription', 'manage-subscription'],
      ['Update Payment Method', 'update-payment-method'],
      ['View Billing History', 'view-billing-history'],
      ['Change Billing Cycle', 'change-billing-cycle'],
      ['Cancel Subscription', 'cancel-subscription'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: label }))
      expect(onPortal).toHaveBeenLastCalledWith(action)
    }
    await user.click(screen.getByRole('button', { name: 'Download invoice' }))
    expect(onDownloadInvoice).toHaveBeenCalledTimes(1)
  })

  it("active without an end date reads 'Soon'", () => {
    renderView({ ...ACTIVE, subscription: { ...ACTIVE.subscription, endDate: null } })
    expect(screen.getByTestId('next-billing-date')).toHaveTextContent('Soon')
  })

  it('trial: Trial badge, expiry, Upgrade to Premium → /pricing, no cancellation', () => {
    renderView(TRIAL)
    const plan = section('Current Plan')
    expect(plan.getByText('Trial')).toBeInTheDocument()
    expect(plan.getByTestId('trial-expiry')).toHaveTextContent('January 15, 2030')
    expect(plan.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing')
    expect(sectionNames()).toEqual(['Current Plan', 'Payment Method', 'Billing History', 'Billing Cycle'])
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull()
  })

  it("the guest's trial (no end date) reads 'Soon'", () => {
    renderView({ ...TRIAL, trialEndDate: null, isGuest: true })
    expect(screen.getByTestId('trial-expiry')).toHaveTextContent('Soon')
  })

  it('no subscription: No active subscription and Choose a Plan → /pricing', () => {
    renderView(EXPIRED)
    const plan = section('Current Plan')
    expect(plan.getByText('No active subscription')).toBeInTheDocument()
    expect(plan.getByRole('link', { name: 'Choose a Plan' })).toHaveAttribute('href', '/pricing')
    expect(plan.queryByText('Active')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Cancel Subscription' })).toBeNull()
  })

  it('disables every portal button while one request is pending', () => {
    renderView(ACTIVE, { busy: 'update-payment-method' })
    for (const label of [
      'Manage Subscription',
      'Update Payment Method',
      'View Billing History',
      'Change Billing Cycle',
      'Cancel Subscription',
    ])
      expect(screen.getByRole('button', { name: label })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Update Payment Method' })).toHaveAttribute('aria-busy', 'true')
  })

  it('has the back button to /settings and the checkout notice when returning from Checkout', () => {
    renderView(TRIAL, { checkoutReturned: true })
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings')
    expect(screen.getByRole('status')).toHaveTextContent('It may take a moment for your plan to show here.')
  })

  it.each([
    [null, 'Soon'],
    ['', 'Soon'],
    ['garbage', 'Soon'],
    ['2030-03-05T12:00:00.000Z', 'March 5, 2030'],
  ])('billingDate(%j) → %s', (iso, expected) => {
    expect(billingDate(iso)).toBe(expected)
  })
})
