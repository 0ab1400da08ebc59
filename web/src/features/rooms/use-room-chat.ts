import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { toast } from '@/components/ui/use-toast'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import { checkMessage, SAFE_PLACE_REASON } from '@/lib/moderation/check-message'
import type { RoomPost } from './room-post'
import { roomSeedPosts } from './room-seed'
import { useRoomsStore } from './rooms-store'
import { visiblePosts } from './visible-posts'

/** How long the moderation notice stays, in ms. */
export const MODERATION_NOTICE_MS = 3000

/** The post a reply is being written to. */
export interface ReplyTarget {
  postId: string
  author: string
}

/** What {@link useRoomChat} returns. */
export interface RoomChat {
  /** The posts shown (blocked and muted authors left out), oldest first. */
  posts: RoomPost[]
  /** The post being replied to, or null (also null once that post is gone). */
  replyTo: ReplyTarget | null
  setReplyTo: (target: ReplyTarget | null) => void
  /** The moderation notice's text while it shows, else null. */
  notice: string | null
  /**
   * Checks and posts `text` (as a reply when `replyTo` is set). Resolves to the id of the post
   * to bring into view (the new post, or the replied-to post), or null when nothing was posted:
   * blank text, or refused by the content check (the notice then shows for 3000 ms).
   */
  send: (text: string) => Promise<string | null>
  /** Deletes an own post ('Message deleted'). */
  deletePost: (postId: string) => void
  /** Deletes an own reply ('Reply deleted'). */
  deleteReply: (postId: string, replyId: string) => void
}

/**
 * The state and actions of one room's chat (canonical id): its posts from the rooms store (the
 * room's sample posts until it is first changed), hidden authors filtered out, the reply
 * target, and the moderation notice. Sending runs `checkMessage` first; a refusal shows its
 * reason, or 'Keep this a safe place.', and posts nothing. A post or reply shows the toast
 * 'Message sent' ('Your message has been posted to the room').
 */
export function useRoomChat(roomId: string): RoomChat {
  const stored = useRoomsStore((s) => (Object.hasOwn(s.posts, roomId) ? s.posts[roomId] : undefined))
  const [openedAt] = useState(() => new Date())
  const seeded = useMemo(() => (stored ? null : roomSeedPosts(roomId, openedAt)), [stored, roomId, openedAt])
  const privacy = usePrivacyStore(useShallow((s) => ({ blockedUsers: s.blockedUsers, mutedUsers: s.mutedUsers })))
  const posts = useMemo(() => visiblePosts(stored ?? seeded ?? [], privacy), [stored, seeded, privacy])

  const [target, setReplyTo] = useState<ReplyTarget | null>(null)
  const replyTo = target && posts.some((p) => p.id === target.postId) ? target : null

  const [notice, setNotice] = useState<string | null>(null)
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(noticeTimer.current), [])

  const send = useCallback(
    async (text: string): Promise<string | null> => {
      const content = text.trim()
      if (content === '') return null
      const check = await checkMessage(content)
      if (!check.isAllowed) {
        clearTimeout(noticeTimer.current)
        setNotice(check.reason || SAFE_PLACE_REASON)
        noticeTimer.current = setTimeout(() => setNotice(null), MODERATION_NOTICE_MS)
        return null
      }
      const store = useRoomsStore.getState()
      const revealId = replyTo
        ? store.addReply(roomId, replyTo.postId, content) && replyTo.postId
        : store.addPost(roomId, content)?.id
      if (!revealId) return null
      setReplyTo(null)
      toast({ title: 'Message sent', description: 'Your message has been posted to the room' })
      return revealId
    },
    [roomId, replyTo],
  )

  const deletePost = useCallback(
    (postId: string) => {
      if (useRoomsStore.getState().deletePost(roomId, postId)) toast({ title: 'Message deleted' })
    },
    [roomId],
  )
  const deleteReply = useCallback(
    (postId: string, replyId: string) => {
      if (useRoomsStore.getState().deleteReply(roomId, postId, replyId)) toast({ title: 'Reply deleted' })
    },
    [roomId],
  )

  return { posts, replyTo, setReplyTo, notice, send, deletePost, deleteReply }
}
