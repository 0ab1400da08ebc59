import { render, screen, within } from '@testing-library/react'
import { parseEnv } from '@/lib/env-schema'
import { BACKEND_VARIABLES, BackendNotice, readmeSectionUrl } from './backend-notice'

describe('readmeSectionUrl', () => {
  it.each([
    ['https://github.com/acme/nexus', 'https://github.com/acme/nexus#connect-a-supabase-project'],
    ['https://github.com/acme/nexus/', 'https://github.com/acme/nexus#connect-a-supabase-project'],
    ['', '#connect-a-supabase-project'],
    [undefined, '#connect-a-supabase-project'],
  ])('%s → %s', (repo, expected) => {
    expect(readmeSectionUrl(repo)).toBe(expected)
  })
})

describe('BackendNotice', () => {
  it('explains that accounts need a backend, lists the four variables with what each is, and links the README section', () => {
    render(<BackendNotice />)
    expect(screen.getByRole('heading', { name: 'Accounts need a configured backend' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /README: Connect a Supabase project/ }).getAttribute('href')).toMatch(
      /#connect-a-supabase-project$/,
    )
    expect(screen.getByText(/set these four variables/)).toBeInTheDocument()
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((li) => li.querySelector('code')?.textContent)).toEqual([
      'VITE_SUPABASE_URL',
      'VITE_SUPABASE_ANON_KEY',
      'VITE_STRIPE_PRICE_BASIC',
      'VITE_STRIPE_PRICE_PREMIUM',
    ])
    expect(items[0]).toHaveTextContent('VITE_SUPABASE_URL, the Supabase project’s API URL')
    expect(items[2]).toHaveTextContent('Stripe price id (price_…) of the Basic plan')
  })

  it('names exactly the variables the start-up check requires of a backend build', () => {
    const complete = {
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY: 'anon',
      VITE_STRIPE_PRICE_BASIC: 'price_basic',
      VITE_STRIPE_PRICE_PREMIUM: 'price_premium',
    }
    expect(BACKEND_VARIABLES.map((v) => v.name)).toEqual(Object.keys(complete))
    expect(() => parseEnv(complete)).not.toThrow()
    // Leaving out any one of them is refused, so the notice cannot list fewer than the build needs.
    for (const { name } of BACKEND_VARIABLES) {
      const { [name]: _left, ...rest } = complete
      expect(() => parseEnv(rest), name).toThrow(/Invalid environment/)
    }
  })
})
