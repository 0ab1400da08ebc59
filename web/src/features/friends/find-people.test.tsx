import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { createFakeMemberPrivacySource } from '@/lib/member/fake-member-privacy-source'
import { MemberPrivacyProvider } from '@/lib/member/member-privacy-context'
import { FindPeople } from './find-people'
import { FriendsScreen } from './friends-screen'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

const SAM = '5eed0000-0000-4000-8000-000000000002'
const people = () =>
  createFakeMemberPrivacySource([
    { id: SAM, name: 'Sam Carter', bio: 'Gardener.', avatarUrl: null, visible: true, friendship: 'none' },
    {
      id: '5eed0000-0000-4000-8000-000000000003',
      name: 'Samantha',
      bio: null,
      avatarUrl: null,
      visible: true,
      friendship: 'none',
    },
  ])

function renderFind(fake = people()) {
  const user = userEvent.setup()
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemberPrivacyProvider source={fake.source}>
        <MemoryRouter>
          <FindPeople source={fake.source} />
        </MemoryRouter>
      </MemberPrivacyProvider>
    </SWRConfig>,
  )
  return { user, ...fake }
}

const field = () => screen.getByRole('searchbox', { name: 'Search members by name' })

describe('Find People', () => {
  it('asks for 2 characters, then lists the members found', async () => {
    const { user } = renderFind()
    await user.type(field(), 's{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('Type at least 2 characters.')
    expect(field()).toHaveAttribute('aria-invalid', 'true')

    await user.type(field(), 'am')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const found = await screen.findByRole('list', { name: 'Members found' })
    expect(
      within(found)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SCSam Carter', 'SSamantha'])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("opens a found member's card, to befriend them", async () => {
    const { user, calls } = renderFind()
    await user.type(field(), 'sam c{Enter}')
    const found = await screen.findByRole('list', { name: 'Members found' })
    await user.click(within(found).getByRole('button', { name: 'Sam Carter' }))
    const card = await screen.findByRole('dialog')
    await user.click(await within(card).findByRole('button', { name: 'Add Friend' }))
    expect(await within(card).findByRole('button', { name: 'Request Sent' })).toBeDisabled()
    expect(calls).toEqual([`befriend ${SAM}`])
  })

  it("says 'No members found.' when nobody matches, and shows a failed search's reason", async () => {
    const { user, source } = renderFind()
    await user.type(field(), 'zz{Enter}')
    expect(await screen.findByRole('status')).toHaveTextContent('No members found.')
    source.find = () => Promise.reject(new Error('Members could not be searched.'))
    await user.clear(field())
    await user.type(field(), 'sam{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Members could not be searched.')
  })

  it("is on a signed-in member's Friends page only, with a member-card button on each friend", async () => {
    const fake = people()
    const { unmount } = render(
      <MemberPrivacyProvider source={fake.source}>
        <MemoryRouter>
          <FriendsScreen />
        </MemoryRouter>
      </MemberPrivacyProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Find People' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Maya Chen: open member card' })).toBeInTheDocument()
    unmount()
    render(
      <MemoryRouter>
        <FriendsScreen />
      </MemoryRouter>,
    )
    expect(screen.queryByRole('heading', { name: 'Find People' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /open member card/ })).not.toBeInTheDocument()
  })
})
