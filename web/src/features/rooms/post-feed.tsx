import { useEffect, useLayoutEffect, useRef } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useHydrated } from '@/hooks/use-hydrated'
import { cn } from '@/lib/utils'
import type { ProfileCustomization } from '@/lib/member/profile-customization-store'
import { PostItem } from './post-item'
import type { RoomPost } from './room-post'

/** A request to bring a post's end into view; a new object each time, so the same post can be asked for twice. */
export interface RevealRequest {
  postId: string
}

/** Props of {@link PostFeed}. */
export interface PostFeedProps {
  /** The posts to show, oldest first (the newest sits at the bottom). */
  posts: RoomPost[]
  /** Accessible name of the feed. */
  label: string
  nowMs: number
  profile?: Pick<ProfileCustomization, 'nameColor' | 'premiumBadge' | 'mood'>
  reveal: RevealRequest | null
  onReply: (postId: string, author: string) => void
  onDeletePost: (postId: string) => void
  onDeleteReply: (postId: string, replyId: string) => void
}

/** Guess of a post's height in px before it is measured. */
const ESTIMATED_POST_HEIGHT = 120
/** Feed height in px assumed before it is measured. */
const INITIAL_FEED_HEIGHT = 720

/**
 * The scrolling post list of a room, virtualised (only the posts in and near view are in the
 * page, each measured for its real height), so thousands of posts stay smooth. It opens at the
 * newest post and scrolls to a post's end when `reveal` asks. A `role="feed"` of `article`s:
 * PageDown and PageUp move focus to the next and previous post.
 */
export function PostFeed({
  posts,
  label,
  nowMs,
  profile,
  reveal,
  onReply,
  onDeletePost,
  onDeleteReply,
}: PostFeedProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  // TanStack Virtual returns fresh functions each render by design; nothing here is memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: posts.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_POST_HEIGHT,
    getItemKey: (index) => posts[index]?.id ?? index,
    overscan: 6,
    // Before the feed is measured (a prerendered page, and its hydration): a phone-high viewport.
    initialRect: { width: 0, height: INITIAL_FEED_HEIGHT },
  })

  // A prerendered feed is not measured: its posts stand in normal flow until hydration ends.
  const positioned = useHydrated()
  const count = posts.length
  // Open at the newest post.
  useLayoutEffect(() => {
    if (count > 0) virtualizer.scrollToIndex(count - 1, { align: 'end' })
    // Only when the feed opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!reveal) return
    const index = posts.findIndex((p) => p.id === reveal.postId)
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'end' })
    // Only for a new request; `posts` already holds the post when it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal])

  // Reading the newest post: stay at the bottom when the feed's viewport shrinks (reply bar, notice).
  useEffect(() => {
    const root = scrollRef.current
    if (!root || typeof ResizeObserver === 'undefined') return
    let atBottom = true
    const onScroll = () => {
      atBottom = root.scrollHeight - root.scrollTop - root.clientHeight < 8
    }
    const observer = new ResizeObserver(() => {
      if (atBottom) root.scrollTop = root.scrollHeight
    })
    root.addEventListener('scroll', onScroll, { passive: true })
    observer.observe(root)
    return () => {
      root.removeEventListener('scroll', onScroll)
      observer.disconnect()
    }
  }, [])

  // PageDown / PageUp move between posts (the feed pattern).
  useEffect(() => {
    const root = scrollRef.current
    if (!root) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'PageDown' && event.key !== 'PageUp') return
      const article = (event.target as HTMLElement | null)?.closest<HTMLElement>('article[data-index]')
      if (!article) return
      event.preventDefault()
      const next = Number(article.dataset.index) + (event.key === 'PageDown' ? 1 : -1)
      if (next < 0 || next >= count) return
      virtualizer.scrollToIndex(next, { align: 'auto' })
      requestAnimationFrame(() => root.querySelector<HTMLElement>(`article[data-index="${next}"]`)?.focus())
    }
    root.addEventListener('keydown', onKeyDown)
    return () => root.removeEventListener('keydown', onKeyDown)
  }, [count, virtualizer])

  return (
    <div ref={scrollRef} data-testid="room-feed-scroll" className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
      {count === 0 ? (
        <p className="p-8 text-center text-muted-foreground">No messages yet. Start the conversation.</p>
      ) : (
        <div className="flex min-h-full flex-col justify-end">
          <div
            role="feed"
            aria-label={label}
            aria-busy="false"
            className="relative w-full"
            style={positioned ? { height: virtualizer.getTotalSize() } : undefined}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const post = posts[item.index]!
              return (
                <PostItem
                  key={item.key}
                  ref={virtualizer.measureElement}
                  index={item.index}
                  setSize={count}
                  post={post}
                  nowMs={nowMs}
                  profile={profile}
                  onReply={onReply}
                  onDeletePost={onDeletePost}
                  onDeleteReply={onDeleteReply}
                  className={cn(
                    positioned && 'absolute top-0 left-0',
                    'w-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  )}
                  start={positioned ? item.start : null}
                />
              )
            })}
          </div>
        </div>
      )}
    </div>
  )
}
