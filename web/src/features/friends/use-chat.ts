import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { trackRead } from '@/lib/data/reads-in-flight'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { afterNextPaint } from '@/lib/tasks/next-task'
import type { ChatMessage } from './chat-store'
import type { ChatCursor, ChatRow, ChatSource } from './data/chat-source'
import {
  markChatRead,
  mergeChat,
  moderateChatRow,
  newestConfirmedAt,
  seenMessageId,
  withoutChatRow,
} from './data/merge-chat'
import { newId } from '@/lib/new-id'

/** What {@link useChat} returns. */
export interface FriendChat {
  /** The messages shown, oldest first. */
  messages: ShownChatMessage[]
  /** True while the friend's messages are hidden by the member's own block or mute (in this browser). */
  hidden: boolean
  /**
   * Sends `text`; resolves true when it was sent (the caller then clears its input). Blank text
   * is not sent; a refusal shows a destructive toast with its reason and resolves false, so the
   * text stays.
   */
  send: (text: string) => Promise<boolean>
  /** False until the newest page has been read (at once for a source that keeps it in memory). */
  loaded: boolean
  /** Reads the next older page, if there is one and none is being read. */
  loadOlder: () => void
  /** The member's newest message the friend has read ('Seen'). */
  seenId: string | undefined
}

interface ChatState {
  rows: ChatRow[]
  older: ChatCursor | null
  loaded: boolean
}

const START: ChatState = { rows: [], older: null, loaded: false }

/** The first state: the page an in-memory source has at once, else nothing yet. */
function firstState(source: ChatSource, friendId: string): ChatState {
  const page = source.peekPage?.(friendId)
  return page ? { rows: page.rows, older: page.older, loaded: true } : START
}

/** A message as the chat shows it: the stored message, and its moderation state when hidden. */
export type ShownChatMessage = ChatMessage & { moderationState?: 'hidden_pending' | 'hidden' }

const asMessage = (row: ChatRow): ShownChatMessage => {
  const message: ShownChatMessage = {
    id: row.id,
    sender: row.mine ? 'me' : 'them',
    text: row.text,
    timestamp: row.createdAt,
  }
  if (row.moderationState) message.moderationState = row.moderationState
  return message
}

/**
 * The chat with friend `friendId` from `source` (a member's conversation on the server or the
 * guest's sample chat: this hook does not know which): the newest page, older pages on demand,
 * live messages merged by id (never doubled), catch-up on each connection, the whole chat
 * read again when the source says what may be seen changed, the friend's messages marked read
 * while the page is visible, 'Seen' from the friend's receipts. Sending is optimistic; a refusal
 * (the content check, not friends, blocked) removes the message, shows the reason and resolves
 * false, so the typed text stays.
 */
export function useChat(source: ChatSource, friendId: string): FriendChat {
  const [state, setState] = useState<ChatState>(() => firstState(source, friendId))
  const [hidden, setHidden] = useState(() => source.isHidden?.(friendId) ?? false)
  const rowsRef = useRef(state.rows)
  useEffect(() => {
    rowsRef.current = state.rows
  }, [state.rows])
  const loadingOlder = useRef(false)

  const markRead = useCallback(() => {
    if (document.visibilityState === 'hidden') return
    source.markRead(friendId).catch((error: unknown) => console.warn('Could not mark the chat read:', error))
  }, [source, friendId])

  useEffect(() => {
    let live = true
    const catchUp = () => {
      const after = newestConfirmedAt(rowsRef.current)
      const read = after ? source.listAfter(friendId, after) : source.listPage(friendId).then((page) => page.rows)
      read.then(
        (rows) => {
          if (!live) return
          setState((s) => ({ ...s, rows: mergeChat(s.rows, rows) }))
          if (rows.some((row) => !row.mine && !row.readAt)) markRead()
        },
        (error: unknown) => console.warn('Could not catch up on the chat:', error),
      )
    }
    trackRead(source.listPage(friendId)).then(
      (page) => {
        if (!live) return
        // An in-memory source's page is usually the one shown from the first render already.
        const current = rowsRef.current
        const same =
          source.peekPage !== undefined &&
          page.rows.length === current.length &&
          page.rows.every((row, i) => row.id === current[i]!.id)
        if (!same) setState((s) => ({ rows: mergeChat(s.rows, page.rows), older: page.older, loaded: true }))
        // Read once they are on screen (and the receipt never competes with showing them).
        void afterNextPaint().then(() => live && markRead())
      },
      (error: unknown) => {
        if (!live) return
        setState((s) => ({ ...s, loaded: true }))
        toast({ title: errorMessage(error) || 'This conversation could not be loaded.', variant: 'destructive' })
      },
    )
    const stop = source.subscribe({
      onEvent: (event) => {
        if (event.type === 'message') {
          if (event.friendId !== friendId) return
          setState((s) => ({ ...s, rows: mergeChat(s.rows, [event.row]) }))
          if (!event.row.mine) markRead()
        } else if (event.type === 'moderated') {
          setState((s) => ({ ...s, rows: moderateChatRow(s.rows, event.id, event.moderationState) }))
        } else if (event.type === 'removed') {
          setState((s) => ({ ...s, rows: withoutChatRow(s.rows, event.id) }))
        } else if (event.readerId === friendId) {
          setState((s) => ({ ...s, rows: markChatRead(s.rows, event.ids, event.readAt) }))
        }
      },
      onResync: () => {
        setHidden(source.isHidden?.(friendId) ?? false)
        source.listPage(friendId).then(
          (page) =>
            live &&
            setState((s) => ({
              ...s,
              rows: mergeChat(
                page.rows,
                s.rows.filter((row) => row.pending),
              ),
              older: page.older,
            })),
          (error: unknown) => console.warn('Could not read the chat again:', error),
        )
      },
      // Each connection, the first too: the channel opens after the first page is read (once the
      // page is idle), and a message sent in between is in neither.
      onConnected: catchUp,
    })
    const onVisible = () => {
      if (document.visibilityState === 'visible') markRead()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      live = false
      stop()
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [source, friendId, markRead])

  const loadOlder = useCallback(() => {
    const older = state.older
    if (!older || loadingOlder.current) return
    loadingOlder.current = true
    source
      .listPage(friendId, older)
      .then(
        (page) => setState((s) => ({ ...s, rows: mergeChat(s.rows, page.rows), older: page.older })),
        (error: unknown) => console.warn('Could not read older messages:', error),
      )
      .finally(() => {
        loadingOlder.current = false
      })
  }, [source, friendId, state.older])

  const send = useCallback(
    async (text: string) => {
      const body = text.trim()
      if (body === '') return false
      const id = newId()
      const optimistic: ChatRow = {
        id,
        mine: true,
        text: body,
        createdAt: new Date().toISOString(),
        readAt: null,
        pending: true,
      }
      setState((s) => ({ ...s, rows: mergeChat(s.rows, [optimistic]) }))
      try {
        const stored = await source.send({ id, friendId, body })
        setState((s) => ({ ...s, rows: mergeChat(s.rows, [stored]) }))
        return true
      } catch (error) {
        setState((s) => ({ ...s, rows: withoutChatRow(s.rows, id) }))
        toast({ title: errorMessage(error) || 'Your message could not be sent.', variant: 'destructive' })
        return false
      }
    },
    [source, friendId],
  )

  const messages = useMemo(() => state.rows.map(asMessage), [state.rows])
  const seenId = useMemo(() => seenMessageId(state.rows), [state.rows])
  return { messages, hidden, send, loaded: state.loaded, loadOlder, seenId }
}
