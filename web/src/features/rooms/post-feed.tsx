import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useHydrated } from '@/hooks/use-hydrated'
import { cn } from '@/lib/utils'
import type { ProfileCustomization } from '@/lib/member/profile-customization-store'
import type { ReportTarget } from '@/lib/moderation/moderation-source'
import { PostItem } from './post-item'
import type { ModerateTarget } from './private/moderate-post-dialog'
import type { RoomPost } from './room-post'

/** A request to bring a post's end into view; a new object each time, so the same post can be asked for twice. */
export interface RevealRequest {
  postId: string
}

/** Props of {@link PostFeed}. */
export interface PostFeedProps {
  /** The posts to show, oldest first (the newest sits at the bottom). */
  posts: RoomPost[]
  /** 'loading' until the first posts are there, 'error' when they could not be loaded (default 'ready'). */
  status?: 'loading' | 'ready' | 'error'
  /** True while older posts can be loaded: scrolling near the top calls `onLoadOlder`. */
  hasOlder?: boolean
  loadingOlder?: boolean
  onLoadOlder?: () => void
  /** Loads the posts again after an error ('Try again'). */
  onRetry?: () => void
  /** Accessible name of the feed. */
  label: string
  nowMs: number
  profile?: Pick<ProfileCustomization, 'nameColor' | 'premiumBadge' | 'mood'>
  reveal: RevealRequest | null
  /** 'Reply' on each post; absent in a read-only room. */
  onReply?: (postId: string, author: string) => void
  onDeletePost: (postId: string) => void
  onDeleteReply: (postId: string, replyId: string) => void
  /** 'Mute this author' on others' posts (the anonymous room, for a member); absent elsewhere. */
  onMuteAuthor?: (postId: string) => void
  /** 'Report' on others' posts and replies: opens the report dialog for the target. */
  onReport?: (target: ReportTarget) => void
  /** 'Moderate' on others' posts and replies (the owner of a private room) when given. */
  onModerate?: (target: ModerateTarget) => void
}

/** Guess of a post's height in px before it is measured. */
const ESTIMATED_POST_HEIGHT = 120
/** Feed height in px assumed before it is measured. */
const INITIAL_FEED_HEIGHT = 720
/** Older posts load when the feed is scrolled to within this many px of its top. */
const LOAD_OLDER_THRESHOLD = 400
/** The feed counts as read to the end within this many px of its bottom. */
const AT_BOTTOM_SLACK = 8

/**
 * The scrolling post list of a room, virtualised (only the posts in and near view are in the
 * page, each measured for its real height), so thousands of posts stay smooth. It opens at the
 * newest post (also when the posts arrive after it opened), follows new posts while it is
 * scrolled to the end, and scrolls to a post's end when `reveal` asks. Scrolling near the top
 * loads older posts ('Loading older messages...'), and the posts in view stay where they are
 * when older ones are added above. A `role="feed"` of `article`s: PageDown and PageUp move focus
 * to the next and previous post.
 */
export function PostFeed({
  posts,
  status = 'ready',
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  onRetry,
  label,
  ...itemProps
}: PostFeedProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const count = posts.length
  const atBottom = useRef(true)

  // Older posts: near the top, or while the posts do not fill the feed.
  const loadOlder = useRef(onLoadOlder)
  useEffect(() => {
    loadOlder.current = onLoadOlder
  })
  useEffect(() => {
    const root = scrollRef.current
    if (!root || !hasOlder || loadingOlder) return
    if (root.scrollTop < LOAD_OLDER_THRESHOLD || root.scrollHeight <= root.clientHeight) loadOlder.current?.()
  }, [hasOlder, loadingOlder, count])

  // Reading the newest post: stay at the bottom when the feed's viewport shrinks (reply bar, notice).
  useEffect(() => {
    const root = scrollRef.current
    if (!root || typeof ResizeObserver === 'undefined') return
    const onScroll = () => {
      atBottom.current = root.scrollHeight - root.scrollTop - root.clientHeight < AT_BOTTOM_SLACK
      if (root.scrollTop < LOAD_OLDER_THRESHOLD) loadOlder.current?.()
    }
    const observer = new ResizeObserver(() => {
      if (atBottom.current) root.scrollTop = root.scrollHeight
    })
    root.addEventListener('scroll', onScroll, { passive: true })
    observer.observe(root)
    return () => {
      root.removeEventListener('scroll', onScroll)
      observer.disconnect()
    }
  }, [])

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      {loadingOlder ? (
        <div className="absolute inset-x-0 top-2 z-10 flex justify-center">
          <Spinner
            label="Loading older messages..."
            className="rounded-full border border-border bg-background p-1.5 shadow-sm"
          />
        </div>
      ) : null}
      <div ref={scrollRef} data-testid="room-feed-scroll" className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {count === 0 ? (
          status === 'loading' ? (
            <div className="flex justify-center p-8">
              <Spinner label="Loading messages..." />
            </div>
          ) : status === 'error' ? (
            <div role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
              <p>The messages could not be loaded.</p>
              {onRetry ? (
                <Button variant="outline" size="sm" onClick={onRetry}>
                  Try again
                </Button>
              ) : null}
            </div>
          ) : (
            <p className="p-8 text-center text-muted-foreground">No messages yet. Start the conversation.</p>
          )
        ) : (
          <div className="flex min-h-full flex-col justify-end">
            <VirtualPosts
              posts={posts}
              label={label}
              loadingOlder={loadingOlder}
              scrollRef={scrollRef}
              atBottom={atBottom}
              {...itemProps}
            />
          </div>
        )}
      </div>
    </div>
  )
}

/** Props of {@link VirtualPosts}: the feed's posts and item props, its scroll element, and whether it is read to the end. */
interface VirtualPostsProps extends Omit<PostFeedProps, 'status' | 'hasOlder' | 'onLoadOlder' | 'onRetry'> {
  scrollRef: RefObject<HTMLDivElement | null>
  atBottom: RefObject<boolean>
}

/**
 * The feed's posts, virtualised. Mounted once there are posts, so its first render already holds
 * the newest ones (the virtualiser starts at the estimated bottom) instead of rendering the oldest
 * and then scrolling past them.
 */
function VirtualPosts({
  posts,
  label,
  loadingOlder,
  scrollRef,
  atBottom,
  nowMs,
  profile,
  reveal,
  onReply,
  onDeletePost,
  onDeleteReply,
  onMuteAuthor,
  onReport,
  onModerate,
}: VirtualPostsProps) {
  const count = posts.length
  // A prerendered feed is not measured: its posts stand in normal flow until hydration ends.
  const positioned = useHydrated()
  // TanStack Virtual returns fresh functions each render by design; nothing here is memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_POST_HEIGHT,
    getItemKey: (index) => posts[index]?.id ?? index,
    overscan: 6,
    // Before the feed is measured (a prerendered page, and its hydration): a phone-high viewport,
    // scrolled to the end, where the feed opens.
    initialRect: { width: 0, height: INITIAL_FEED_HEIGHT },
    initialOffset: Math.max(0, count * ESTIMATED_POST_HEIGHT - INITIAL_FEED_HEIGHT),
    // Positions go straight to the posts' styles: a measured height or a scroll re-renders only
    // when other posts come into range, and a scroll never renders synchronously.
    directDomUpdates: positioned,
    useFlushSync: false,
  })
  const shown = useRef<{ first: string | undefined; last: string | undefined }>({ first: undefined, last: undefined })
  // Open at the newest post; keep to the newest while reading there; keep the posts in view in
  // place when older ones arrive above them.
  useLayoutEffect(() => {
    const root = scrollRef.current
    const before = shown.current
    const first = posts[0]?.id
    const last = posts.at(-1)?.id
    shown.current = { first, last }
    if (!root) return
    if (before.last === undefined || (last !== before.last && atBottom.current)) {
      virtualizer.scrollToIndex(count - 1, { align: 'end' })
      return
    }
    if (first !== before.first && before.first !== undefined) {
      const index = posts.findIndex((p) => p.id === before.first)
      const start = index > 0 ? virtualizer.measurementsCache[index]?.start : undefined
      if (start) root.scrollTop += start
    }
    // The virtualiser's measurements are read, not rendered from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [posts, count])

  // Each request once, as soon as the feed holds its post (the posts may render after it).
  const revealed = useRef<RevealRequest | null>(null)
  useEffect(() => {
    if (!reveal || revealed.current === reveal) return
    const index = posts.findIndex((p) => p.id === reveal.postId)
    if (index < 0) return
    revealed.current = reveal
    virtualizer.scrollToIndex(index, { align: 'end' })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal, posts])

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
  }, [count, virtualizer, scrollRef])

  return (
    <div
      role="feed"
      aria-label={label}
      aria-busy={loadingOlder}
      ref={positioned ? virtualizer.containerRef : undefined}
      className="relative w-full"
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
            onMuteAuthor={onMuteAuthor}
            onReport={onReport}
            onModerate={onModerate}
            className={cn(
              positioned && 'absolute top-0 left-0',
              'w-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
            )}
          />
        )
      })}
    </div>
  )
}
