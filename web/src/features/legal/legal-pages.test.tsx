import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { getPlan } from '@/config/plans'
import { PrivacyScreen } from './privacy-screen'
import { TermsScreen } from './terms-screen'

function renderAt(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }])
  return render(<RouterProvider router={router} />)
}

describe.each([
  ['TermsScreen', <TermsScreen key="t" />, 'Terms of Service'],
  ['PrivacyScreen', <PrivacyScreen key="p" />, 'Privacy Policy'],
])('%s', (_name, element, title) => {
  it('has one h1, the Last updated date, and an anchor for every section', () => {
    const { container } = renderAt(element)
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title])
    const updated = screen.getByText('November 22, 2026')
    expect(updated.tagName).toBe('TIME')
    expect(updated).toHaveAttribute('datetime', '2026-11-22')
    expect(updated.parentElement).toHaveTextContent('Last updated November 22, 2026')

    const toc = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link')
    const sections = [...container.querySelectorAll('main section[id]')]
    expect(toc.length).toBeGreaterThanOrEqual(6)
    expect(toc.map((a) => a.getAttribute('href'))).toEqual(sections.map((s) => `#${s.id}`))
    for (const link of toc) {
      const section = container.querySelector(link.getAttribute('href')!)!
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent!)
    }
  })
})

describe('Terms', () => {
  it('states the trial and the paid plans as the pricing page does, and where to cancel', () => {
    renderAt(<TermsScreen />)
    expect(screen.getByText(/7-day free trial, counted from sign-up, without a card/)).toBeInTheDocument()
    const basic = getPlan('basic')
    const pro = getPlan('premium')
    expect(
      screen.getByText(
        (_t, el) =>
          el?.tagName === 'P' &&
          (el.textContent ?? '').startsWith(
            `There are two paid plans: ${basic.name} at ${basic.price}${basic.period} and ${pro.name} at ${pro.price}${pro.period}.`,
          ),
      ),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Settings → Billing' })[0]).toHaveAttribute('href', '/settings/billing')
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  })
})

describe('Privacy', () => {
  it('says where data lives, how long, how to delete it, and links Stripe’s policy in a new tab', () => {
    renderAt(<PrivacyScreen />)
    for (const heading of [
      'What stays in your browser',
      'What our server stores',
      'Payments through Stripe',
      'How long we keep it',
      'How to get a copy and delete it',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument()
    }
    expect(screen.getByText(/Contact messages: 12 months after they arrive/)).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Settings → Account' })[0]).toHaveAttribute('href', '/settings/account')
    const stripe = screen.getByRole('link', { name: /Stripe’s privacy policy/ })
    expect(stripe).toHaveAttribute('href', 'https://stripe.com/privacy')
    expect(stripe).toHaveTextContent('Stripe’s privacy policy (opens in a new tab)')
    expect(stripe).toHaveAttribute('target', '_blank')
    expect(stripe).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
