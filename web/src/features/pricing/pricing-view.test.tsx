import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { getPlan } from '@/config/plans'
import { PricingView, type PricingUser } from './pricing-view'

const NOW = new Date('2030-01-05T00:00:00Z')
const guest: PricingUser = { isGuest: true, isAdmin: false, trialEndDate: null }
const member: PricingUser = { isGuest: false, isAdmin: false, trialEndDate: '2030-01-08T00:00:00Z' }
const expired: PricingUser = { ...member, trialEndDate: '2030-01-01T00:00:00Z' }

function renderView(user: PricingUser | null, props: Partial<Parameters<typeof PricingView>[0]> = {}) {
  const onSubscribe = vi.fn()
  render(
    <MemoryRouter>
      <PricingView user={user} now={NOW} onSubscribe={onSubscribe} {...props} />
    </MemoryRouter>,
  )
  return { onSubscribe }
}

const topBar = () => within(screen.getByRole('navigation', { name: 'Account' }))

describe('PricingView', () => {
  it('for an unauthenticated visitor: Sign In in the top bar, Sign Up for each paid plan, no trial banner', () => {
    renderView(null)
    expect(topBar().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth')
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Sign Up for Basic' })).toHaveAttribute('href', '/auth')
    expect(screen.getByRole('link', { name: 'Sign Up for Pro' })).toHaveAttribute('href', '/auth')
    expect(screen.queryByRole('button', { name: /^Start .* Plan$/ })).toBeNull()
    expect(screen.queryByText('7-Day Free Trial Active')).toBeNull()
  })

  it('while the session is read, lays the plans out hidden and busy, so the banner arriving moves nothing', () => {
    const { rerender } = render(
      <MemoryRouter>
        <PricingView user={null} now={NOW} onSubscribe={vi.fn()} pending />
      </MemoryRouter>,
    )
    const plans = () => screen.getByRole('heading', { name: 'Plans', hidden: true }).closest('[aria-busy]')
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Journey' })).toBeVisible()
    expect(plans()).toHaveClass('invisible')
    rerender(
      <MemoryRouter>
        <PricingView user={member} now={NOW} onSubscribe={vi.fn()} />
      </MemoryRouter>,
    )
    expect(plans()).toBeNull()
    expect(screen.getByText('7-Day Free Trial Active')).toBeInTheDocument()
  })

  it('for the guest: Sign In in the top bar, Start {plan} Plan buttons that try to subscribe, no banner', async () => {
    const { onSubscribe } = renderView(guest)
    expect(topBar().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth')
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull()
    expect(screen.queryByRole('link', { name: /^Sign Up for/ })).toBeNull()
    expect(screen.queryByText('7-Day Free Trial Active')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Start Basic Plan' }))
    expect(onSubscribe).toHaveBeenCalledWith(getPlan('basic'))
  })

  it('for a signed-in member: Dashboard in the top bar, Start {plan} Plan buttons and the trial banner', async () => {
    const { onSubscribe } = renderView(member)
    expect(topBar().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull()
    expect(screen.getByText('7-Day Free Trial Active')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Sign Up for/ })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Start Pro Plan' }))
    expect(onSubscribe).toHaveBeenCalledWith(getPlan('premium'))
    await userEvent.click(screen.getByRole('button', { name: 'Start Basic Plan' }))
    expect(onSubscribe).toHaveBeenLastCalledWith(getPlan('basic'))
  })

  it('hides the banner once the member’s trial has ended', () => {
    renderView(expired)
    expect(screen.queryByText('7-Day Free Trial Active')).toBeNull()
  })

  it('shows the banner for the admin whatever the date', () => {
    renderView({ ...expired, isAdmin: true })
    expect(screen.getByText('7-Day Free Trial Active')).toBeInTheDocument()
  })

  it('links Start Free Trial to the dashboard for everyone', () => {
    renderView(null)
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/dashboard')
  })

  it('reads Processing... on the pending plan and disables the paid buttons', () => {
    renderView(member, { busyPlan: 'basic' })
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Start Pro Plan' })).toBeDisabled()
  })

  it('shows the three plans with their prices and the Most Popular badge on Basic', () => {
    renderView(null)
    expect(screen.getAllByTestId('plan-price').map((e) => e.textContent)).toEqual(['$0', '$15', '$25'])
    expect(
      screen
        .getAllByRole('heading', { level: 3 })
        .slice(0, 3)
        .map((h) => h.textContent),
    ).toEqual(['Free Trial', 'Basic', 'Pro'])
    const basicCard = screen.getByRole('heading', { name: 'Basic', level: 3 }).closest('li')!
    expect(within(basicCard).getByText('Most Popular')).toBeInTheDocument()
    expect(screen.getAllByText('Most Popular')).toHaveLength(1)
  })

  it('has exactly one h1', () => {
    renderView(null)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })
})
