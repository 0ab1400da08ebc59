import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { createFakeMemberPrivacySource } from '@/lib/member/fake-member-privacy-source'
import { MemberPrivacyProvider } from '@/lib/member/member-privacy-context'
import type { MemberPrivacySource } from '@/lib/member/member-privacy-source'
import { PostItem } from './post-item'
import type { RoomPost } from './room-post'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

const SAM = '5eed0000-0000-4000-8000-000000000002'
const ZOE = '5eed0000-0000-4000-8000-000000000003'
const post = (extra: Partial<RoomPost>): RoomPost => ({
  id: 'p1',
  author: 'Sam',
  content: 'Hello',
  createdAt: '2026-11-29T10:00:00Z',
  mine: false,
  replies: [],
  ...extra,
})

function renderPost(value: RoomPost, source: MemberPrivacySource | null) {
  const user = userEvent.setup()
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemberPrivacyProvider source={source}>
        <MemoryRouter>
          <PostItem
            post={value}
            index={0}
            setSize={1}
            nowMs={Date.parse('2026-11-29T10:05:00Z')}
            onReply={() => {}}
            onDeletePost={() => {}}
            onDeleteReply={() => {}}
          />
        </MemoryRouter>
      </MemberPrivacyProvider>
    </SWRConfig>,
  )
  return user
}

const { source } = createFakeMemberPrivacySource([
  { id: SAM, name: 'Sam Carter', bio: null, avatarUrl: null, visible: true, friendship: 'none' },
  { id: ZOE, name: 'Zoe', bio: null, avatarUrl: null, visible: true, friendship: 'friends' },
])

describe("a post's author in a named room", () => {
  it("opens the author's member card from the post and from a reply; the post stays labelled by its author", async () => {
    const user = renderPost(
      post({
        authorId: SAM,
        replies: [
          { id: 'r1', author: 'Zoe', authorId: ZOE, content: 'Hi', createdAt: '2026-11-29T10:01:00Z', mine: false },
        ],
      }),
      source,
    )
    expect(screen.getByRole('article', { name: /^Sam/ })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sam' }))
    expect(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Block Sam Carter' }),
    ).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Zoe' }))
    expect(await within(await screen.findByRole('dialog')).findByRole('link', { name: 'Message' })).toBeInTheDocument()
  })

  it("is plain text for the member's own post, a post with no author id (the anonymous room), and for the guest", () => {
    renderPost(post({ author: 'You', mine: true }), source)
    renderPost(post({ author: 'Anonymous' }), source)
    renderPost(post({ authorId: SAM }), null)
    expect(screen.queryByRole('button', { name: 'You' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Anonymous' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sam' })).not.toBeInTheDocument()
    expect(screen.getByText('Sam')).toBeInTheDocument()
  })
})
