import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DELETED_POST_TEXT, PostItem, type PostItemProps } from './post-item'
import type { RoomPost } from './room-post'

const NOW = Date.parse('2026-11-28T12:00:00Z')
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString()

function renderPost(post: RoomPost, over: Partial<PostItemProps> = {}) {
  const props: PostItemProps = {
    post,
    index: 0,
    setSize: 1,
    nowMs: NOW,
    onReply: vi.fn(),
    onDeletePost: vi.fn(),
    onDeleteReply: vi.fn(),
    ...over,
  }
  render(<PostItem {...props} />)
  return props
}

const reply = { id: 'r1', author: 'Anonymous', content: 'Still here', createdAt: at(5), mine: false }

describe('PostItem', () => {
  it("shows a placeholder as 'Deleted post', with no author, body or controls, and keeps its replies", () => {
    renderPost(
      { id: 'p1', author: '', content: '', createdAt: at(10), mine: false, deleted: true, replies: [reply] },
      { onMuteAuthor: vi.fn() },
    )
    const article = screen.getByRole('article', { name: new RegExp(`^${DELETED_POST_TEXT}`) })
    expect(within(article).queryByRole('button', { name: /Reply to|Mute this author|Delete message/ })).toBeNull()
    const replies = within(article).getByRole('list', { name: `Replies to ${DELETED_POST_TEXT}` })
    expect(within(replies).getByText('Still here')).toBeInTheDocument()
  })

  it("offers 'Mute this author' on others' posts where given, never on the member's own", async () => {
    const user = userEvent.setup()
    const post = { id: 'p2', author: 'Anonymous', content: 'A secret', createdAt: at(3), mine: false, replies: [] }
    const props = renderPost(post, { onMuteAuthor: vi.fn() })
    await user.click(screen.getByRole('button', { name: 'Mute this author' }))
    expect(props.onMuteAuthor).toHaveBeenCalledWith('p2')
  })

  it("shows no 'Mute this author' on the member's own post, nor where it is not offered", () => {
    renderPost(
      { id: 'p3', author: 'Anonymous', content: 'Mine', createdAt: at(2), mine: true, replies: [] },
      {
        onMuteAuthor: vi.fn(),
      },
    )
    expect(screen.queryByRole('button', { name: 'Mute this author' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Delete message' })).toBeInTheDocument()
  })

  it("shows no 'Mute this author' without the handler (open rooms, the guest)", () => {
    renderPost({ id: 'p4', author: 'Sam', content: 'Hi', createdAt: at(1), mine: false, replies: [] })
    expect(screen.queryByRole('button', { name: 'Mute this author' })).toBeNull()
  })

  it("offers 'Report' on others' posts and replies (anonymous ones included), never on the member's own", async () => {
    const user = userEvent.setup()
    const props = renderPost(
      {
        id: 'p5',
        author: 'Anonymous',
        content: 'Hi',
        createdAt: at(3),
        mine: false,
        replies: [reply, { id: 'r2', author: 'Anonymous', content: 'Mine', createdAt: at(2), mine: true }],
      },
      { onReport: vi.fn() },
    )
    await user.click(screen.getByRole('button', { name: 'Report the post by Anonymous' }))
    expect(props.onReport).toHaveBeenCalledWith({ type: 'post', id: 'p5', label: 'the post by Anonymous' })
    const reports = screen.getAllByRole('button', { name: 'Report the reply by Anonymous' })
    expect(reports).toHaveLength(1)
    await user.click(reports[0]!)
    expect(props.onReport).toHaveBeenLastCalledWith({ type: 'post', id: 'r1', label: 'the reply by Anonymous' })
  })

  it("shows 'Report' on no post of the member's own", () => {
    renderPost(
      { id: 'p6', author: 'You', content: 'Mine', createdAt: at(1), mine: true, replies: [] },
      { onReport: vi.fn() },
    )
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull()
  })

  it("shows others 'Hidden pending review' and 'Hidden by a moderator' in place of hidden content, with no controls", () => {
    renderPost(
      {
        id: 'p7',
        author: 'Sam',
        content: '',
        createdAt: at(3),
        mine: false,
        moderationState: 'hidden_pending',
        replies: [{ ...reply, content: '', moderationState: 'hidden' }],
      },
      { onReport: vi.fn() },
    )
    expect(screen.getByText('Hidden pending review')).toBeInTheDocument()
    expect(screen.getByText('Hidden by a moderator')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Reply to Sam' })).toBeNull()
  })

  it('shows its author the hidden text with a notice', () => {
    renderPost({
      id: 'p8',
      author: 'You',
      content: 'My words',
      createdAt: at(3),
      mine: true,
      moderationState: 'hidden',
      replies: [],
    })
    expect(screen.getByText('My words')).toBeInTheDocument()
    expect(screen.getByText(/Hidden by a moderator: others cannot see this/)).toBeInTheDocument()
  })
})
