import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { deferred } from '@/testing/deferred'
import { announceHidesChanged } from '@/lib/member/member-hides'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import { FakeRoomsSource, otherRow } from './data/fake-rooms-source'
import { RoomsSourceError, type FeedPage, type FeedRow } from './data/rooms-source'
import { RoomsSourceProvider } from './data/rooms-source-context'
import { useRoomFeed } from './use-room-feed'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))

afterEach(() => vi.mocked(toast).mockClear())

function renderFeed(source: FakeRoomsSource, slug = 'lounge') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <RoomsSourceProvider source={source}>{children}</RoomsSourceProvider>
    </SWRConfig>
  )
  return renderHook(() => useRoomFeed(slug), { wrapper })
}

const texts = (posts: { content: string; replies: { content: string }[] }[]) =>
  posts.map((p) => [p.content, p.replies.map((r) => r.content)])

async function ready(source: FakeRoomsSource) {
  const view = renderFeed(source)
  await waitFor(() => expect(view.result.current.status).toBe('ready'))
  return view
}

describe('useRoomFeed with a source that asks a server', () => {
  it('loads the newest page, then merges live posts, replies and deletes, each item once', async () => {
    const source = new FakeRoomsSource()
    const first = otherRow('2026-01-01T10:00:00.000Z', { body: 'first' })
    source.rows = [first]
    const view = renderFeed(source)
    expect(view.result.current.status).toBe('loading')
    expect(view.result.current.posts).toEqual([])
    await waitFor(() => expect(texts(view.result.current.posts)).toEqual([['first', []]]))

    const second = otherRow('2026-01-01T10:05:00.000Z', { body: 'second' })
    const reply = otherRow('2026-01-01T10:06:00.000Z', { body: 'reply', parentId: first.id })
    act(() => {
      source.emit({ type: 'insert', row: second })
      source.emit({ type: 'insert', row: second })
      source.emit({ type: 'insert', row: reply })
    })
    expect(texts(view.result.current.posts)).toEqual([
      ['first', ['reply']],
      ['second', []],
    ])
    act(() => source.emit({ type: 'delete', id: first.id, parentId: null }))
    expect(texts(view.result.current.posts)).toEqual([['second', []]])
  })

  it("makes a post the member's own (deletable) when a live 'mine' event says so", async () => {
    const source = new FakeRoomsSource()
    const view = renderFeed(source, 'anonymous-confessions')
    await waitFor(() => expect(view.result.current.status).toBe('ready'))
    const fromPhone = otherRow('2026-01-01T10:00:00.000Z', { body: 'from my phone', authorName: 'Anonymous' })
    act(() => source.emit({ type: 'insert', row: fromPhone }))
    expect(view.result.current.posts[0]).toMatchObject({ author: 'Anonymous', mine: false })
    act(() => source.emit({ type: 'mine', id: fromPhone.id }))
    expect(view.result.current.posts[0]).toMatchObject({ author: 'Anonymous', mine: true })

    // Before its post arrives, too.
    const fromTablet = otherRow('2026-01-01T10:01:00.000Z', { body: 'from my tablet', authorName: 'Anonymous' })
    act(() => {
      source.emit({ type: 'mine', id: fromTablet.id })
      source.emit({ type: 'insert', row: fromTablet })
    })
    expect(view.result.current.posts[1]).toMatchObject({ content: 'from my tablet', mine: true })
  })

  it('shows a post at once and keeps it as one item when the server and its echo confirm it', async () => {
    const source = new FakeRoomsSource()
    const view = await ready(source)
    const stored = deferred<FeedRow>()
    source.createPost.mockImplementationOnce(() => stored.promise)

    let sent!: Promise<string | null>
    await act(async () => {
      sent = view.result.current.send('  Hello room  ')
    })
    const [optimistic] = view.result.current.posts
    expect(optimistic).toMatchObject({ author: 'You', content: 'Hello room', mine: true })
    const [call] = source.createPost.mock.calls[0]!
    expect(call).toEqual({ id: optimistic!.id, roomSlug: 'lounge', parentId: null, body: 'Hello room' })
    expect(call.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)

    const confirmed: FeedRow = { ...call, createdAt: '2026-01-01T10:00:00.123456+00:00', authorName: 'You', mine: true }
    await act(async () => {
      stored.resolve(confirmed)
      await sent
    })
    await expect(sent).resolves.toBe(call.id)
    act(() => source.emit({ type: 'insert', row: { ...confirmed, mine: false, authorName: 'Member' } }))
    expect(view.result.current.posts).toHaveLength(1)
    expect(view.result.current.posts[0]).toMatchObject({ id: call.id, mine: true, createdAt: confirmed.createdAt })
    expect(toast).toHaveBeenCalledWith({
      title: 'Message sent',
      description: 'Your message has been posted to the room',
    })
  })

  it("rolls a refused post back and shows the server's message; the reply target stays", async () => {
    const source = new FakeRoomsSource()
    const post = otherRow('2026-01-01T10:00:00.000Z', { body: 'question' })
    source.rows = [post]
    const view = await ready(source)
    act(() => view.result.current.setReplyTo({ postId: post.id, author: 'Maya' }))
    const refused = deferred<FeedRow>()
    source.createPost.mockImplementationOnce(() => refused.promise)

    let sent!: Promise<string | null>
    await act(async () => {
      sent = view.result.current.send('an answer')
    })
    expect(texts(view.result.current.posts)).toEqual([['question', ['an answer']]])
    const message = "You're posting too fast. You can post again in 42 seconds."
    await act(async () => {
      refused.reject(new RoomsSourceError('rate-limited', message))
      await sent
    })
    await expect(sent).resolves.toBeNull()
    expect(texts(view.result.current.posts)).toEqual([['question', []]])
    expect(toast).toHaveBeenCalledWith({ title: 'Message not sent', description: message, variant: 'destructive' })
    expect(view.result.current.replyTo).toEqual({ postId: post.id, author: 'Maya' })
  })

  it("shows the database's content refusal in the moderation notice", async () => {
    const source = new FakeRoomsSource()
    const view = await ready(source)
    source.createPost.mockRejectedValueOnce(new RoomsSourceError('refused', 'No memes allowed in this space.'))
    await act(async () => {
      await view.result.current.send('sneaky')
    })
    expect(view.result.current.notice).toBe('No memes allowed in this space.')
    expect(view.result.current.posts).toEqual([])
    expect(toast).not.toHaveBeenCalled()
  })

  it('runs the content check first and sends nothing it refuses', async () => {
    const source = new FakeRoomsSource()
    const view = await ready(source)
    source.checkMessage.mockResolvedValueOnce({ isAllowed: false, reason: 'Keep this a safe place.' })
    await act(async () => {
      await expect(view.result.current.send('rude words')).resolves.toBeNull()
    })
    expect(view.result.current.notice).toBe('Keep this a safe place.')
    expect(source.createPost).not.toHaveBeenCalled()
  })

  it('hides a deleted post at once, and brings it back when the delete fails', async () => {
    const source = new FakeRoomsSource()
    const mine = otherRow('2026-01-01T10:00:00.000Z', { body: 'mine', mine: true, authorName: 'You' })
    source.rows = [mine]
    const view = await ready(source)
    const failing = deferred<void>()
    source.deletePost.mockImplementationOnce(() => failing.promise)
    act(() => view.result.current.deletePost(mine.id))
    await waitFor(() => expect(view.result.current.posts).toEqual([]))
    await act(async () => failing.reject(new RoomsSourceError('failed', 'Nexus could not reach the server.')))
    await waitFor(() => expect(texts(view.result.current.posts)).toEqual([['mine', []]]))
    expect(toast).toHaveBeenCalledWith({
      title: 'Message not deleted',
      description: 'Nexus could not reach the server.',
      variant: 'destructive',
    })

    act(() => view.result.current.deletePost(mine.id))
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith({ title: 'Message deleted' }))
    expect(view.result.current.posts).toEqual([])
  })

  it('catches up by reading the newest page again each time the live connection is up, the tab is visible again or the browser is online', async () => {
    const source = new FakeRoomsSource()
    const seen = otherRow('2026-01-01T10:00:00.000Z', { body: 'seen' })
    source.rows = [seen]
    const view = await ready(source)
    const missed = otherRow('2026-01-01T10:01:00.000Z', { body: 'missed while away' })
    source.rows.push(missed)

    act(() => source.connect())
    await waitFor(() =>
      expect(texts(view.result.current.posts)).toEqual([
        ['seen', []],
        ['missed while away', []],
      ]),
    )
    expect(source.listFeed).toHaveBeenLastCalledWith('lounge')

    source.rows.push(otherRow('2026-01-01T10:02:00.000Z', { body: 'while hidden' }))
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await waitFor(() => expect(view.result.current.posts).toHaveLength(3))

    source.rows.push(otherRow('2026-01-01T10:03:00.000Z', { body: 'while offline', parentId: seen.id }))
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(texts(view.result.current.posts)[0]).toEqual(['seen', ['while offline']]))
    expect(source.listFeed).toHaveBeenCalledTimes(4)
  })

  it('reads the newest page again when the member blocks or mutes someone (their member card), so their posts go', async () => {
    const source = new FakeRoomsSource()
    source.hidesBlockedAuthors = true
    const stays = otherRow('2026-01-01T10:00:00.000Z', { body: 'by a friend' })
    const blocked = otherRow('2026-01-01T10:01:00.000Z', { body: 'by the member just blocked' })
    source.rows = [stays, blocked]
    const view = await ready(source)
    expect(view.result.current.posts).toHaveLength(2)
    // The server now leaves their posts out.
    source.rows = [stays]
    act(() => announceHidesChanged())
    await waitFor(() => expect(texts(view.result.current.posts)).toEqual([['by a friend', []]]))
  })

  it('removes a post and a reply deleted on the server while away when it catches up', async () => {
    const source = new FakeRoomsSource()
    const stays = otherRow('2026-01-01T10:00:00.000Z', { body: 'stays' })
    const reply = otherRow('2026-01-01T10:01:00.000Z', { body: 'reply deleted', parentId: stays.id })
    const deleted = otherRow('2026-01-01T10:02:00.000Z', { body: 'deleted while away' })
    source.rows = [stays, reply, deleted]
    const view = await ready(source)
    expect(texts(view.result.current.posts)).toEqual([
      ['stays', ['reply deleted']],
      ['deleted while away', []],
    ])
    // Deleted on the server while the live connection was down: no delete event arrived.
    source.rows = [stays]

    act(() => source.connect())
    await waitFor(() => expect(texts(view.result.current.posts)).toEqual([['stays', []]]))
  })

  it('keeps live events that arrive while it catches up, on top of the page read', async () => {
    const source = new FakeRoomsSource()
    const first = otherRow('2026-01-01T10:00:00.000Z', { body: 'first' })
    const second = otherRow('2026-01-01T10:01:00.000Z', { body: 'deleted during the read' })
    source.rows = [first, second]
    const view = await ready(source)
    const before = otherRow('2026-01-01T10:02:00.000Z', { body: 'live before the read' })
    act(() => source.emit({ type: 'insert', row: before }))
    source.rows.push(before)

    const read = deferred<FeedPage>()
    source.listFeed.mockImplementationOnce(() => read.promise)
    act(() => source.connect())
    const during = otherRow('2026-01-01T10:03:00.000Z', { body: 'live during the read' })
    act(() => {
      source.emit({ type: 'insert', row: during })
      source.emit({ type: 'delete', id: second.id, parentId: null })
    })
    // The page was read before those two: it still has the deleted post and not the new one.
    await act(async () => read.resolve({ rows: [first, second, before], older: null }))
    expect(texts(view.result.current.posts)).toEqual([
      ['first', []],
      ['live before the read', []],
      ['live during the read', []],
    ])
  })

  it('shows the stored copy of a post sent while it catches up (the page read does not have it)', async () => {
    const source = new FakeRoomsSource()
    source.rows = [otherRow('2026-01-01T10:00:00.000Z', { body: 'earlier' })]
    const view = await ready(source)
    const stored = deferred<FeedRow>()
    source.createPost.mockImplementationOnce(() => stored.promise)
    let sent!: Promise<string | null>
    await act(async () => {
      sent = view.result.current.send('sent during a catch-up')
    })
    // The page read answers before the post is stored: it does not have it.
    act(() => source.connect())
    await waitFor(() => expect(source.listFeed).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(view.result.current.posts).toHaveLength(2))
    const [call] = source.createPost.mock.calls[0]!
    await act(async () => {
      stored.resolve({ ...call, createdAt: '2026-01-01T10:05:00.000Z', authorName: 'You', mine: true })
      await sent
    })
    // The stored copy, not the optimistic one.
    expect(view.result.current.posts[1]).toMatchObject({
      content: 'sent during a catch-up',
      mine: true,
      createdAt: '2026-01-01T10:05:00.000Z',
    })
  })

  it('rolls back a post refused while it catches up', async () => {
    const source = new FakeRoomsSource()
    source.rows = [otherRow('2026-01-01T10:00:00.000Z', { body: 'earlier' })]
    const view = await ready(source)
    const refused = deferred<FeedRow>()
    source.createPost.mockImplementationOnce(() => refused.promise)
    let sent!: Promise<string | null>
    await act(async () => {
      sent = view.result.current.send('refused during a catch-up')
    })
    act(() => source.connect())
    await waitFor(() => expect(source.listFeed).toHaveBeenCalledTimes(2))
    await act(async () => {
      refused.reject(new RoomsSourceError('failed', 'Nexus could not reach the server.'))
      await sent
    })
    expect(texts(view.result.current.posts)).toEqual([['earlier', []]])
    expect(toast).toHaveBeenCalledWith({
      title: 'Message not sent',
      description: 'Nexus could not reach the server.',
      variant: 'destructive',
    })
  })

  it('only warns when catching up fails, and shows what it had', async () => {
    const source = new FakeRoomsSource()
    source.rows = [otherRow('2026-01-01T10:00:00.000Z', { body: 'still here' })]
    const view = await ready(source)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    source.listFeed.mockRejectedValueOnce(new RoomsSourceError('failed', 'down'))
    act(() => source.connect())
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Catching up in room lounge failed:', expect.anything()))
    expect(texts(view.result.current.posts)).toEqual([['still here', []]])
    warn.mockRestore()
  })

  it('loads older pages on request, in front of the newer ones', async () => {
    const source = new FakeRoomsSource()
    source.pageSize = 2
    source.rows = ['09:00', '09:30', '10:00', '10:30', '11:00'].map((t) =>
      otherRow(`2026-01-01T${t}:00.000Z`, { body: t }),
    )
    const view = await ready(source)
    expect(view.result.current.posts.map((p) => p.content)).toEqual(['10:30', '11:00'])
    expect(view.result.current.hasOlder).toBe(true)
    act(() => view.result.current.loadOlder())
    await waitFor(() => expect(view.result.current.posts).toHaveLength(4))
    act(() => view.result.current.loadOlder())
    await waitFor(() => expect(view.result.current.posts).toHaveLength(5))
    expect(view.result.current.posts.map((p) => p.content)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00'])
    expect(view.result.current.hasOlder).toBe(false)
  })

  it('reports a feed that could not be loaded, and loads it again on retry', async () => {
    const source = new FakeRoomsSource()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    source.listFeed.mockRejectedValueOnce(new RoomsSourceError('failed', 'down'))
    source.rows = [otherRow('2026-01-01T10:00:00.000Z', { body: 'back' })]
    const view = renderFeed(source)
    await waitFor(() => expect(view.result.current.status).toBe('error'))
    expect(warn).toHaveBeenCalled()
    act(() => view.result.current.retry())
    await waitFor(() => expect(texts(view.result.current.posts)).toEqual([['back', []]]))
  })
})

describe('useRoomFeed and blocked or muted authors', () => {
  afterEach(() => act(() => usePrivacyStore.setState({ blockedUsers: [], mutedUsers: [] })))

  it("hides the guest's blocked names on the guest's page, but shows a member's source as it is (the server decides)", async () => {
    usePrivacyStore.setState({ blockedUsers: ['Maya'] })
    const guest = new FakeRoomsSource()
    guest.rows = [otherRow('2026-01-01T10:00:00.000Z', { body: 'by Maya' })]
    const guestView = await ready(guest)
    expect(guestView.result.current.posts).toEqual([])

    const member = new FakeRoomsSource()
    member.hidesBlockedAuthors = true
    member.rows = [otherRow('2026-01-01T10:00:00.000Z', { body: 'by another Maya' })]
    const memberView = await ready(member)
    expect(texts(memberView.result.current.posts)).toEqual([['by another Maya', []]])
  })

  it("keeps a post that became a placeholder as 'Deleted post' material, with its replies", async () => {
    const source = new FakeRoomsSource()
    const post = otherRow('2026-01-01T10:00:00.000Z', { body: 'soon gone' })
    const reply = otherRow('2026-01-01T10:01:00.000Z', { body: 'an answer', parentId: post.id })
    source.rows = [post, reply]
    const view = await ready(source)
    act(() => source.emit({ type: 'placeholder', id: post.id }))
    expect(view.result.current.posts.map((p) => [p.deleted, p.content, p.author, texts([p])[0]![1]])).toEqual([
      [true, '', '', ['an answer']],
    ])
  })
})

describe("useRoomFeed: 'Mute this author'", () => {
  function anonymousSource() {
    const source = new FakeRoomsSource()
    source.rows = [otherRow('2026-01-01T10:00:00.000Z', { roomSlug: 'anonymous-confessions', authorName: 'Anonymous' })]
    return source
  }

  it('is offered in the anonymous room by a source that mutes, and nowhere else', async () => {
    const muting = anonymousSource()
    muting.muteAnonymousAuthor = vi.fn(async () => {})
    const anonymousView = renderFeed(muting, 'anonymous-confessions')
    await waitFor(() => expect(anonymousView.result.current.status).toBe('ready'))
    expect(anonymousView.result.current.muteAuthor).toBeTypeOf('function')
    const lounge = await ready(muting)
    expect(lounge.result.current.muteAuthor).toBeUndefined()
    const guest = renderFeed(anonymousSource(), 'anonymous-confessions')
    await waitFor(() => expect(guest.result.current.status).toBe('ready'))
    expect(guest.result.current.muteAuthor).toBeUndefined()
  })

  it("mutes, says so, and reads the feed again (the server now leaves the author out); a refusal shows the server's reason", async () => {
    const source = anonymousSource()
    const [post] = source.rows
    source.muteAnonymousAuthor = vi
      .fn()
      .mockImplementationOnce(async () => {
        source.rows = []
      })
      .mockRejectedValueOnce(new RoomsSourceError('refused', 'This is your own post: you cannot mute yourself.'))
    const view = renderFeed(source, 'anonymous-confessions')
    await waitFor(() => expect(view.result.current.posts).toHaveLength(1))

    act(() => view.result.current.muteAuthor?.(post!.id))
    await waitFor(() => expect(view.result.current.posts).toEqual([]))
    expect(source.muteAnonymousAuthor).toHaveBeenCalledWith(post!.id)
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Author muted' }))

    act(() => view.result.current.muteAuthor?.('own'))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Author not muted',
        description: 'This is your own post: you cannot mute yourself.',
        variant: 'destructive',
      }),
    )
  })
})
