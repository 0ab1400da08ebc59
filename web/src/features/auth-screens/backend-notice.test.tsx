import { render, screen } from '@testing-library/react'
import { BackendNotice, readmeSectionUrl } from './backend-notice'

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
  it('explains that accounts need a backend and links the README section', () => {
    render(<BackendNotice />)
    expect(screen.getByRole('heading', { name: 'Accounts need a configured backend' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /README: Connect a Supabase project/ }).getAttribute('href')).toMatch(
      /#connect-a-supabase-project$/,
    )
    expect(screen.getByText('VITE_SUPABASE_URL')).toBeInTheDocument()
  })
})
