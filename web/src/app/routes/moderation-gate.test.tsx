import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { SWRConfig } from 'swr'
import { authValue } from '@/testing/auth-value'
import { GUEST_USER, type SessionUser } from '@/lib/auth/session-user'
import { useAuth } from '@/lib/auth/auth-provider'
import { loadSupabase } from '@/lib/supabase'
import { Component as ModerationGate } from './moderation-gate'

vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: vi.fn() }))
vi.mock('@/lib/supabase', () => ({ loadSupabase: vi.fn() }))

const member: SessionUser = { ...GUEST_USER, id: 'member-1', email: 'm@example.com', name: 'Mia', isGuest: false }

/** A database client whose `user_roles` read answers `roles` for the caller. */
function rolesClient(roles: string[], error: { message: string } | null = null) {
  const eq = vi.fn(async () => ({ data: error ? null : roles.map((role) => ({ role })), error }))
  const from = vi.fn(() => ({ select: () => ({ eq }) }))
  return { from, eq }
}

function renderGate(user: SessionUser) {
  vi.mocked(useAuth).mockReturnValue(authValue({ user }))
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const router = createMemoryRouter(
    [{ element: <ModerationGate />, children: [{ path: '/moderation', element: <h1>Moderation screen</h1> }] }],
    { initialEntries: ['/moderation'] },
  )
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  )
}

describe('the /moderation gate', () => {
  afterEach(() => vi.restoreAllMocks())

  it('gives a member without a role the not-found page, reading their own user_roles rows', async () => {
    const client = rolesClient([])
    vi.mocked(loadSupabase).mockResolvedValue(client as never)
    renderGate(member)
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument()
    expect(screen.queryByText('Moderation screen')).toBeNull()
    expect(client.from).toHaveBeenCalledWith('user_roles')
    expect(client.eq).toHaveBeenCalledWith('user_id', 'member-1')
  })

  it('gives a guest the not-found page without asking the database', async () => {
    vi.mocked(loadSupabase).mockClear()
    renderGate(GUEST_USER)
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument()
    expect(loadSupabase).not.toHaveBeenCalled()
  })

  it('gives the not-found page when the roles cannot be read', async () => {
    vi.mocked(loadSupabase).mockResolvedValue(rolesClient([], { message: 'permission denied' }) as never)
    renderGate(member)
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument()
  })

  it.each([['moderator'], ['admin']])('lets a %s through to the screen', async (role) => {
    vi.mocked(loadSupabase).mockResolvedValue(rolesClient([role]) as never)
    renderGate(member)
    expect(await screen.findByRole('heading', { name: 'Moderation screen' })).toBeInTheDocument()
    expect(screen.queryByText('Page Not Found')).toBeNull()
  })
})
