/**
 * One message of a member's one-to-one chat as a source gives it. `createdAt` and `readAt` are
 * ISO dates (`readAt` null while the recipient has not read it); `mine` marks the member's own;
 * `pending` an optimistic message the server has not confirmed yet.
 */
export interface ChatRow {
  id: string
  mine: boolean
  text: string
  createdAt: string
  readAt: string | null
  pending?: boolean
  /** Hidden by moderation (the text is '' for anyone but its author). */
  moderationState?: 'hidden_pending' | 'hidden'
}

/** Where the next older page of a chat starts: its oldest message loaded so far (keyset). */
export interface ChatCursor {
  before: string
  beforeId: string
}

/** A page of a chat, oldest first, and the cursor of the next older page (null when there is none). */
export interface ChatPage {
  rows: ChatRow[]
  older: ChatCursor | null
}

/**
 * A live change of the member's chats: a message to or from `friendId` (new, or read again as it
 * is now); messages of the member read; a message hidden by moderation (`moderated`: pending
 * review or by a moderator; its text goes for anyone but its author); a message removed by a
 * moderator (`removed`). A message shown again arrives as a `message` with its text.
 */
export type ChatEvent =
  | { type: 'message'; friendId: string; row: ChatRow }
  | { type: 'read'; readerId: string; ids: string[]; readAt: string }
  | { type: 'moderated'; id: string; moderationState: 'hidden_pending' | 'hidden' }
  | { type: 'removed'; id: string }

/** What a subscriber to the member's chats is told; every handler is optional. */
export interface ChatLiveHandlers {
  onEvent?: (event: ChatEvent) => void
  /** The ids of the members online now (Presence). */
  onPresence?: (online: ReadonlySet<string>) => void
  /** The live connection is up (first time and after each loss): catch up. */
  onConnected?: () => void
  /** What the member may see changed behind any cache (a friend blocked or muted): read the chat again. */
  onResync?: () => void
}

/**
 * Where the one-to-one chats come from: a signed-in member's conversations on the server
 * (supabase-chat-source.ts) or the guest's sample chats in this browser with their canned
 * replies (local-chat-source.ts). The chat screen never knows which.
 */
export interface ChatSource {
  /** Identifies the source and whose chats it holds ('local', 'supabase:<user id>'). */
  readonly key: string
  /** The newest page of the chat with `friendId`, or the page older than `older`. */
  listPage(friendId: string, older?: ChatCursor | null): Promise<ChatPage>
  /** The newest page at once, for a source that holds the chats in memory; absent otherwise. */
  peekPage?(friendId: string): ChatPage
  /**
   * True while the friend's messages are hidden from the member by their own choice (blocked or
   * muted in this browser); a source whose server leaves them out already has no such method.
   */
  isHidden?(friendId: string): boolean
  /**
   * True when no member has the id `friendId` any more (they deleted their account): the chat
   * then says so and sending is off. Absent for a source whose people cannot leave (the guest's).
   */
  hasLeft?(friendId: string): Promise<boolean>
  /** Every message of the chat after `after` (an ISO date), oldest first: catching up. */
  listAfter(friendId: string, after: string): Promise<ChatRow[]>
  /** Sends `body` to `friendId` with the client's UUID `id`; resolves to the stored row. Rejects with the refusal. */
  send(message: { id: string; friendId: string; body: string }): Promise<ChatRow>
  /** Marks the friend's messages to the member read. */
  markRead(friendId: string): Promise<void>
  /** Follows the member's chats live until the returned function is called. */
  subscribe(handlers: ChatLiveHandlers): () => void
}
