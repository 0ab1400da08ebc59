import { render, screen, within } from '@testing-library/react'
import { PostFeed } from './post-feed'
import type { RoomPost } from './room-post'
import { fakeLayout } from '@/testing/fake-layout'

// A viewport for the feed and a height for each post, so the virtualiser renders.
fakeLayout({ clientHeight: 800, offsetHeight: 100 })

const NOW = Date.parse('2026-11-28T12:00:00Z')

/** `count` posts, oldest first, one a minute, 'Post 1' the oldest. */
function postsOf(count: number): RoomPost[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `post-${i + 1}`,
    author: 'Sam',
    content: `Post ${i + 1}`,
    createdAt: new Date(NOW - (count - i) * 60_000).toISOString(),
    mine: false,
    replies: [],
  }))
}

function Feed({ posts }: { posts: RoomPost[] }) {
  return (
    <PostFeed
      posts={posts}
      label="Messages in lounge"
      nowMs={NOW}
      reveal={null}
      onReply={() => {}}
      onDeletePost={() => {}}
      onDeleteReply={() => {}}
    />
  )
}

const shown = () =>
  within(screen.getByRole('feed'))
    .getAllByRole('article')
    .map((article) => within(article).getByText(/^Post \d+$/).textContent)

describe('PostFeed', () => {
  it('opens a long room at its newest posts, with only the posts near the end in the page', () => {
    render(<Feed posts={postsOf(200)} />)
    const texts = shown()
    expect(texts).toContain('Post 200')
    expect(texts).not.toContain('Post 1')
    expect(texts.length).toBeLessThan(30)
  })

  it('opens at the newest posts when they arrive after the feed showed its spinner', () => {
    const { rerender } = render(<Feed posts={[]} />)
    expect(screen.queryByRole('feed')).not.toBeInTheDocument()
    rerender(<Feed posts={postsOf(120)} />)
    const texts = shown()
    expect(texts).toContain('Post 120')
    expect(texts).not.toContain('Post 1')
  })

  it('a short room shows every post', () => {
    render(<Feed posts={postsOf(3)} />)
    expect(shown()).toEqual(['Post 1', 'Post 2', 'Post 3'])
  })
})
