import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import useSWR from 'swr'
import { useShallow } from 'zustand/react/shallow'
import { toast } from '@/components/ui/use-toast'
import { onHidesChanged } from '@/lib/member/member-hides'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import { SAFE_PLACE_REASON } from '@/lib/moderation/check-message'
import { errorMessage } from '@/lib/error-message'
import { EMPTY_PAGE, withOlderPage, withoutRow, withRow } from './data/feed-page-updates'
import { reconcileFeed } from './data/catch-up'
import { mergeFeed } from './data/merge-feed'
import { newId } from '@/lib/new-id'
import { RoomsSourceError, type FeedEvent, type FeedPage, type FeedRow, type RoomsSource } from './data/rooms-source'
import { useRoomsSource } from './data/use-rooms-source'
import { isAnonymousRoom } from './room-id'
import type { RoomPost } from './room-post'
import { visiblePosts } from './visible-posts'

/** How long the moderation notice stays, in ms. */
export const MODERATION_NOTICE_MS = 3000

/** The post a reply is being written to. */
export interface ReplyTarget {
  postId: string
  author: string
}

/** What {@link useRoomFeed} returns. */
export interface RoomFeed {
  /** 'loading' until the first page is there; 'error' when it could not be loaded (see `retry`). */
  status: 'loading' | 'ready' | 'error'
  /** The posts shown (blocked and muted authors left out), oldest first. */
  posts: RoomPost[]
  /** True while there are older posts to load (scrolling up loads them). */
  hasOlder: boolean
  loadingOlder: boolean
  /** Loads the next older page; does nothing while one is loading or there is none. */
  loadOlder: () => void
  /** Loads the feed again after an error. */
  retry: () => void
  /** The post being replied to, or null (also null once that post is gone). */
  replyTo: ReplyTarget | null
  setReplyTo: (target: ReplyTarget | null) => void
  /** The moderation notice's text while it shows, else null. */
  notice: string | null
  /**
   * Checks and posts `text` (as a reply when `replyTo` is set). Resolves to the id of the post
   * to bring into view (the new post, or the replied-to post), or null when nothing was posted.
   */
  send: (text: string) => Promise<string | null>
  /** Deletes an own post with its replies ('Message deleted'). */
  deletePost: (postId: string) => void
  /** Deletes an own reply ('Reply deleted'). */
  deleteReply: (postId: string, replyId: string) => void
  /**
   * 'Mute this author' of post `postId` (the anonymous room, for a member; undefined elsewhere):
   * the toast 'Author muted', then the feed is read again (the server leaves that author's posts
   * out); a refusal shows 'Author not muted' with the server's message.
   */
  muteAuthor?: (postId: string) => void
}

/** The cache key of a room's loaded history: per source (and so per person) and room. */
export function feedKey(source: RoomsSource, slug: string): string {
  return `rooms:feed|${source.key}|${slug}`
}

const NO_EVENTS: readonly FeedEvent[] = Object.freeze([])

/**
 * One room's feed (canonical slug) and its writes, from whichever source the app gave:
 * - history: the newest page first (SWR, keyed by source and room; a source that holds its data
 *   in memory shows it at once), older pages on `loadOlder`;
 * - live: the source's insert and delete events merged on top (mergeFeed); a source whose data
 *   changed behind the cache (another tab) is read again;
 * - catching up: each time the live connection is up, when the tab becomes visible again and when
 *   the browser is back online, the newest page is read again and reconciled with what is shown
 *   (reconcileFeed): posts and replies deleted meanwhile disappear, new ones appear, older loaded
 *   pages stay (after more than a page of news, only the newest page stays and older ones load
 *   again on scrolling up). The live events seen when the read started are folded into the
 *   history; those that arrive during it stay on top. A failed catch-up only warns (console);
 * - writes, optimistic: a post or reply (with a UUID made here) shows at once and is rolled back
 *   if the source refuses it; a delete hides the item at once and brings it back on failure.
 *
 * Sending runs the source's content check first; a refusal (there, or by the server when the
 * post is stored) shows its reason, or 'Keep this a safe place.', in the moderation notice for
 * 3000 ms and posts nothing.
 *
 * Blocked and muted authors: a member's source leaves them out (the server decides, live and on
 * read); for the guest, the page leaves out the authors named in the guest's privacy lists. A post or reply shows the toast 'Message sent' ('Your message has
 * been posted to the room'); a failure shows the server's message ('Message not sent', e.g.
 * "You're posting too fast. You can post again in 12 seconds.") and the text stays in the composer.
 */
export function useRoomFeed(slug: string): RoomFeed {
  const source = useRoomsSource()
  const anonymous = isAnonymousRoom(slug)
  const key = feedKey(source, slug)
  const peeked = source.peekFeed?.(slug)
  const { data, error, mutate } = useSWR<FeedPage>(key, () => source.listFeed(slug), {
    fallbackData: peeked,
    revalidateOnMount: peeked === undefined,
    revalidateIfStale: peeked === undefined,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    onError: (loadError: unknown) => console.warn(`The feed of room ${slug} could not be loaded:`, loadError),
  })
  const history = data ?? peeked
  const historyRef = useRef(history)
  useLayoutEffect(() => {
    historyRef.current = history
  })

  // A source that holds its data in memory is the truth: a cached copy from an earlier visit is replaced.
  useLayoutEffect(() => {
    const fresh = source.peekFeed?.(slug)
    if (fresh && fresh !== historyRef.current) void mutate(fresh, { revalidate: false })
  }, [source, slug, mutate])

  // Live events of this source and room (a new source or room starts afresh).
  const [live, setLive] = useState<{ key: string; events: readonly FeedEvent[] }>({ key, events: NO_EVENTS })
  const events = live.key === key ? live.events : NO_EVENTS
  const addEvents = useCallback(
    (added: FeedEvent[]) => {
      if (added.length === 0) return
      setLive((state) => ({ key, events: state.key === key ? [...state.events, ...added] : added }))
    },
    [key],
  )
  const eventsRef = useRef(events)
  useEffect(() => {
    eventsRef.current = events
  })

  // Catch-up requests: the live connection came up, the tab became visible, the browser came online.
  const [catchUps, setCatchUps] = useState(0)
  const requestCatchUp = useCallback(() => setCatchUps((n) => n + 1), [])
  useEffect(
    () =>
      source.subscribe(slug, {
        onEvent: (event) => addEvents([event]),
        onConnected: requestCatchUp,
        onResync: () => {
          setLive({ key, events: NO_EVENTS })
          const page = source.peekFeed?.(slug)
          void (page ? mutate(page, { revalidate: false }) : mutate())
        },
      }),
    [source, slug, key, mutate, addEvents, requestCatchUp],
  )
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') requestCatchUp()
    }
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('online', requestCatchUp)
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('online', requestCatchUp)
    }
  }, [requestCatchUp])
  // The member blocked, muted, unblocked or unmuted someone (their member card): the newest page
  // is read again, so what the server now hides goes, and what it shows again comes back.
  useEffect(() => onHidesChanged(requestCatchUp), [requestCatchUp])
  const loaded = history !== undefined
  useEffect(() => {
    if (catchUps === 0 || !loaded) return
    let current = true
    // The events already here when the page is read: the page has (or no longer has) what they say.
    const seen = eventsRef.current
    source.listFeed(slug).then(
      (fresh) => {
        if (!current) return
        // Reconciled with the history on screen (optimistic rows included, which stay while pending).
        void mutate(reconcileFeed(historyRef.current ?? EMPTY_PAGE, seen, fresh), { revalidate: false })
        const folded = new Set(seen)
        setLive((state) =>
          state.key === key ? { key, events: state.events.filter((event) => !folded.has(event)) } : state,
        )
      },
      (catchUpError: unknown) => console.warn(`Catching up in room ${slug} failed:`, catchUpError),
    )
    return () => {
      current = false
    }
  }, [catchUps, loaded, source, slug, key, mutate])

  const privacy = usePrivacyStore(useShallow((s) => ({ blockedUsers: s.blockedUsers, mutedUsers: s.mutedUsers })))
  const merged = useMemo(() => mergeFeed(history?.rows ?? EMPTY_PAGE.rows, events), [history, events])
  // A member's source leaves out whom they blocked or muted itself (the server decides); the
  // guest's page hides authors by the guest's own list of names.
  const serverHides = source.hidesBlockedAuthors === true
  const posts = useMemo(() => (serverHides ? merged : visiblePosts(merged, privacy)), [serverHides, merged, privacy])

  const [target, setReplyTo] = useState<ReplyTarget | null>(null)
  const replyTo = target && posts.some((p) => p.id === target.postId) ? target : null

  const [notice, setNotice] = useState<string | null>(null)
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(noticeTimer.current), [])
  const showNotice = useCallback((reason: string) => {
    clearTimeout(noticeTimer.current)
    setNotice(reason)
    noticeTimer.current = setTimeout(() => setNotice(null), MODERATION_NOTICE_MS)
  }, [])

  const send = useCallback(
    async (text: string): Promise<string | null> => {
      const body = text.trim()
      if (body === '') return null
      const check = await source.checkMessage(body)
      if (!check.isAllowed) {
        showNotice(check.reason || SAFE_PLACE_REASON)
        return null
      }
      const parentId = replyTo?.postId ?? null
      const id = newId()
      const optimistic: FeedRow = {
        id,
        roomSlug: slug,
        parentId,
        body,
        createdAt: new Date().toISOString(),
        authorName: anonymous ? 'Anonymous' : 'You',
        mine: true,
        pending: true,
      }
      let stored: FeedRow | undefined
      try {
        await mutate(
          async (page) => {
            stored = await source.createPost({ id, roomSlug: slug, parentId, body })
            return withRow(page ?? historyRef.current, stored)
          },
          {
            optimisticData: (page) => withRow(page ?? historyRef.current, optimistic),
            rollbackOnError: true,
            populateCache: true,
            revalidate: false,
          },
        )
      } catch (sendError) {
        // A catch-up during the send replaces the history SWR would roll back: drop the optimistic row there too.
        addEvents([{ type: 'delete', id, parentId }])
        if (sendError instanceof RoomsSourceError && sendError.kind === 'refused') showNotice(sendError.message)
        else toast({ title: 'Message not sent', description: messageOf(sendError), variant: 'destructive' })
        return null
      }
      // A catch-up during the send replaces the history SWR would write the stored row to: show it anyway.
      if (stored) addEvents([{ type: 'insert', row: stored }])
      setReplyTo(null)
      toast({ title: 'Message sent', description: 'Your message has been posted to the room' })
      return parentId ?? id
    },
    [source, slug, anonymous, replyTo, mutate, showNotice, addEvents],
  )

  const remove = useCallback(
    async (id: string, parentId: string | null, done: string) => {
      try {
        await mutate(
          async (page) => {
            await source.deletePost(slug, id)
            return withoutRow(page ?? historyRef.current, id)
          },
          {
            optimisticData: (page) => withoutRow(page ?? historyRef.current, id),
            rollbackOnError: true,
            populateCache: true,
            revalidate: false,
          },
        )
      } catch (deleteError) {
        toast({ title: 'Message not deleted', description: messageOf(deleteError), variant: 'destructive' })
        return
      }
      // Also gone where it came from a live event (the server's own delete event merges with this one).
      addEvents([{ type: 'delete', id, parentId }])
      toast({ title: done })
    },
    [source, slug, mutate, addEvents],
  )
  const deletePost = useCallback((postId: string) => void remove(postId, null, 'Message deleted'), [remove])
  const deleteReply = useCallback(
    (postId: string, replyId: string) => void remove(replyId, postId, 'Reply deleted'),
    [remove],
  )

  const [loadingOlder, setLoadingOlder] = useState(false)
  const loadingOlderRef = useRef(false)
  const loadOlder = useCallback(() => {
    const cursor = historyRef.current?.older
    if (!cursor || loadingOlderRef.current) return
    loadingOlderRef.current = true
    setLoadingOlder(true)
    source
      .listFeed(slug, cursor)
      .then((page) => mutate((latest) => withOlderPage(latest ?? historyRef.current, page), { revalidate: false }))
      .catch((olderError: unknown) =>
        toast({
          title: 'Older messages could not be loaded',
          description: messageOf(olderError),
          variant: 'destructive',
        }),
      )
      .finally(() => {
        loadingOlderRef.current = false
        setLoadingOlder(false)
      })
  }, [source, slug, mutate])

  const retry = useCallback(() => void mutate(), [mutate])

  const canMute = anonymous && source.muteAnonymousAuthor !== undefined
  const muteAuthor = useMemo(() => {
    if (!canMute) return undefined
    return (postId: string) => {
      Promise.resolve(source.muteAnonymousAuthor?.(postId)).then(
        () => {
          toast({ title: 'Author muted', description: "You won't see this author's anonymous posts anymore." })
          // The server now leaves the author's posts out: read the feed again.
          setLive({ key, events: NO_EVENTS })
          void mutate()
        },
        (muteError: unknown) =>
          toast({ title: 'Author not muted', description: messageOf(muteError), variant: 'destructive' }),
      )
    }
  }, [canMute, source, key, mutate])

  return {
    status: history ? 'ready' : error ? 'error' : 'loading',
    posts,
    hasOlder: Boolean(history?.older),
    loadingOlder,
    loadOlder,
    retry,
    replyTo,
    setReplyTo,
    notice,
    send,
    deletePost,
    deleteReply,
    muteAuthor,
  }
}

function messageOf(error: unknown): string {
  return errorMessage(error) || 'Something went wrong. Please try again.'
}
