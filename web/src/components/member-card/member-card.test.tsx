import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { SWRConfig } from 'swr'
import { toast } from '@/components/ui/use-toast'
import { createFakeMemberPrivacySource, type FakeMember } from '@/lib/member/fake-member-privacy-source'
import { onHidesChanged } from '@/lib/member/member-hides'
import { MemberPrivacyProvider } from '@/lib/member/member-privacy-context'
import type { MemberPrivacySource } from '@/lib/member/member-privacy-source'
import { initialsOf } from './member-avatar'
import { MemberCardTrigger } from './member-card-trigger'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

const SAM = '5eed0000-0000-4000-8000-000000000002'
const samCarter: FakeMember = {
  id: SAM,
  name: 'Sam Carter',
  bio: 'Gardener. <b>not bold</b>',
  avatarUrl: null,
  visible: true,
  friendship: 'none',
}

function ChatProbe() {
  return <p>Chat with {useParams().friendId}</p>
}

function renderTrigger(source: MemberPrivacySource | null, extra?: ReactNode) {
  const user = userEvent.setup()
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemberPrivacyProvider source={source}>
        <MemoryRouter initialEntries={['/rooms/lounge']}>
          <Routes>
            <Route
              path="/rooms/lounge"
              element={
                <>
                  <MemberCardTrigger memberId={SAM} name="Sam" />
                  {extra}
                </>
              }
            />
            <Route path="/friends/:friendId" element={<ChatProbe />} />
          </Routes>
        </MemoryRouter>
      </MemberPrivacyProvider>
    </SWRConfig>,
  )
  return user
}

const card = () => screen.getByRole('dialog')
/** The card once it has opened (its code loads on the first opening). */
const openedCard = () => screen.findByRole('dialog')

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf(' sam  carter jones ')).toBe('SC')
    expect(initialsOf('')).toBe('?')
  })
})

describe('MemberCardTrigger', () => {
  beforeEach(() => vi.mocked(toast).mockClear())

  it('is the plain name for the guest: no button, no card', () => {
    renderTrigger(null)
    expect(screen.getByText('Sam')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it("opens the member's card by keyboard: name, avatar initials, bio as text, Add Friend, Mute, Block", async () => {
    const { source } = createFakeMemberPrivacySource([samCarter])
    const user = renderTrigger(source)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Sam' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await within(await openedCard()).findByRole('heading', { name: 'Sam Carter' })).toBeInTheDocument()
    expect(within(card()).getByText('Gardener. <b>not bold</b>')).toBeInTheDocument()
    expect(within(card()).getByText('SC')).toBeInTheDocument()
    expect(within(card()).getByRole('button', { name: 'Add Friend' })).toBeEnabled()
    expect(within(card()).getByRole('button', { name: 'Mute Sam Carter' })).toBeEnabled()
    expect(within(card()).getByRole('button', { name: 'Block Sam Carter' })).toBeEnabled()
    expect(within(card()).queryByRole('link', { name: 'Message' })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sam' })).toHaveFocus()
  })

  it('blocks and unblocks the member by id, the buttons following; a toast says each is done', async () => {
    const { source, calls } = createFakeMemberPrivacySource([samCarter])
    const user = renderTrigger(source)
    await user.click(screen.getByRole('button', { name: 'Sam' }))
    await user.click(await within(await openedCard()).findByRole('button', { name: 'Block Sam Carter' }))
    expect(await within(card()).findByRole('button', { name: 'Unblock Sam Carter' })).toBeInTheDocument()
    expect(calls).toEqual([`add blocks ${SAM}`])
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'User blocked' }))
    // Blocked: no friend request from the card.
    expect(within(card()).queryByRole('button', { name: 'Add Friend' })).not.toBeInTheDocument()

    await user.click(within(card()).getByRole('button', { name: 'Unblock Sam Carter' }))
    expect(await within(card()).findByRole('button', { name: 'Block Sam Carter' })).toBeInTheDocument()
    expect(calls).toEqual([`add blocks ${SAM}`, `remove blocks ${SAM}`])
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'User unblocked' }))
  })

  it('tells the page of a block only once the card closes (the page may then drop the post it was opened from)', async () => {
    const { source } = createFakeMemberPrivacySource([samCarter])
    const heard = vi.fn()
    const stop = onHidesChanged(heard)
    const user = renderTrigger(source)
    await user.click(screen.getByRole('button', { name: 'Sam' }))
    await user.click(await within(card()).findByRole('button', { name: 'Block Sam Carter' }))
    await within(card()).findByRole('button', { name: 'Unblock Sam Carter' })
    expect(heard).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(heard).toHaveBeenCalledTimes(1)
    stop()
  })

  it('mutes and unmutes, and sends a friend request that then shows as sent', async () => {
    const { source, calls } = createFakeMemberPrivacySource([samCarter])
    const user = renderTrigger(source)
    await user.click(screen.getByRole('button', { name: 'Sam' }))
    await user.click(await within(card()).findByRole('button', { name: 'Mute Sam Carter' }))
    await user.click(await within(card()).findByRole('button', { name: 'Unmute Sam Carter' }))
    await within(card()).findByRole('button', { name: 'Mute Sam Carter' })
    await user.click(within(card()).getByRole('button', { name: 'Add Friend' }))
    expect(await within(card()).findByRole('button', { name: 'Request Sent' })).toBeDisabled()
    expect(calls).toEqual([`add mutes ${SAM}`, `remove mutes ${SAM}`, `befriend ${SAM}`])
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Friend request sent' }))
  })

  it("a friend's card links to the chat", async () => {
    const { source } = createFakeMemberPrivacySource([{ ...samCarter, friendship: 'friends' }])
    const user = renderTrigger(source)
    await user.click(screen.getByRole('button', { name: 'Sam' }))
    await user.click(await within(card()).findByRole('link', { name: 'Message' }))
    expect(screen.getByText(`Chat with ${SAM}`)).toBeInTheDocument()
  })

  it('accepts a request the member received', async () => {
    const { source, calls } = createFakeMemberPrivacySource([{ ...samCarter, friendship: 'received' }])
    const user = renderTrigger(source)
    await user.click(screen.getByRole('button', { name: 'Sam' }))
    await user.click(await within(card()).findByRole('button', { name: 'Accept Request' }))
    expect(await within(card()).findByRole('link', { name: 'Message' })).toBeInTheDocument()
    expect(calls).toEqual([`befriend ${SAM}`])
  })

  it('a private profile shows the name where the member was seen and says the profile is private', async () => {
    const { source } = createFakeMemberPrivacySource([
      { ...samCarter, name: null, bio: null, visible: false, friendship: 'none' },
    ])
    const user = renderTrigger(source)
    await user.click(screen.getByRole('button', { name: 'Sam' }))
    expect(await within(card()).findByText('This member keeps their profile private.')).toBeInTheDocument()
    expect(within(card()).getByRole('heading', { name: 'Sam' })).toBeInTheDocument()
  })

  it("shows the server's refusal in the card and changes nothing", async () => {
    const { source } = createFakeMemberPrivacySource([samCarter])
    source.befriend = () => Promise.reject(new Error('You cannot send a friend request to this member.'))
    const user = renderTrigger(source)
    await user.click(screen.getByRole('button', { name: 'Sam' }))
    await user.click(await within(card()).findByRole('button', { name: 'Add Friend' }))
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'You cannot send a friend request to this member.',
    )
    expect(within(card()).getByRole('button', { name: 'Add Friend' })).toBeEnabled()
    expect(toast).not.toHaveBeenCalled()
  })
})
