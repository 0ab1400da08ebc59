import { render, screen, within } from '@testing-library/react'
import { plans } from '@/config/plans'
import { LandingScreen } from './landing-screen'

describe('LandingScreen', () => {
  // Rendered without a router on purpose: the landing page must not depend on router code.
  beforeEach(() => render(<LandingScreen />))

  it('has one h1 and the header, main and footer landmarks', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('links the top bar, hero and footer as the spec says', () => {
    const bar = within(screen.getByRole('navigation', { name: 'Main' }))
    expect(bar.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features')
    expect(bar.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about')
    expect(bar.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing')
    expect(bar.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/auth')
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth')
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Learn More' })).toHaveAttribute(
      'href',
      '/learn-more',
    )
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }))
    const targets = { About: '/learn-more', Terms: '/terms', Privacy: '/privacy', Contact: '/contact' }
    for (const [name, href] of Object.entries(targets)) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href)
    }
  })

  it('teases the pricing page’s plans and prices, each Choose link going to /pricing', () => {
    expect(screen.getAllByTestId('plan-price').map((e) => e.textContent)).toEqual(plans.map((p) => p.price))
    for (const p of plans)
      expect(screen.getByRole('link', { name: `Choose ${p.name}` })).toHaveAttribute('href', '/pricing')
  })
})
