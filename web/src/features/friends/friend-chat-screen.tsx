import { useCallback, useEffect, useRef, useState } from 'react'
import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import useSWR from 'swr'
import { paths } from '@/config/paths'
import { useNotifications } from '@/lib/notifications/notifications-store'
import { CareHelpCard } from '@/components/care/care-help-card'
import { MemberCardTrigger } from '@/components/member-card/member-card-trigger'
import { ReportDialogOnDemand } from '@/components/report-dialog/report-dialog-on-demand'
import { Button } from '@/components/ui/button'
import { suggestsRisk } from '@/lib/moderation/at-risk'
import type { ReportTarget } from '@/lib/moderation/moderation-source'
import { restrictionMessage, useMyRestriction } from '@/lib/moderation/use-restriction'
import { ChatComposer } from './chat-composer'
import { ChatMessages } from './chat-messages'
import type { ChatSource } from './data/chat-source'
import { useFriendsSources } from './data/use-friends-sources'
import { FriendAvatar } from './friend-avatar'
import type { Friend } from './friends-data'
import { findFriend } from './friends-store'
import { useChat, type FriendChat } from './use-chat'
import { useFriends } from './use-friends'

/**
 * One-to-one chat with the friend `friendId` (routes /friends/{id} and /chat/{id}): a header
 * with the back arrow to /friends, the friend's avatar, name (for a signed-in member it opens
 * their member card) and status; the messages; the send form (disabled, saying why and until
 * when, for a muted or suspended member); 'Report' on the friend's messages opens the report
 * dialog; a message that suggests its author may be at risk is still sent, and its author sees
 * the help card. An unknown id shows 'Loading chat...'. The friend and the conversation come from the
 * provided sources (a member's on the server, the guest's sample friends in the browser).
 *
 * The id of a member who deleted their account shows 'This member has left Nexus' with sending
 * off, when the source can tell (a member's can; the guest's sample friends never leave).
 */
export function FriendChatScreen({ friendId }: { friendId: string | undefined }) {
  const { chat } = useFriendsSources()
  const { friends } = useFriends()
  const friend = friendId ? findFriend(friends, friendId) : undefined
  const left = useHasLeft(chat, friend ? undefined : friendId)
  if (!friend) return left ? <LeftChat /> : <LoadingChat />
  return <Chat key={`${chat.key}:${friend.id}`} friend={friend} source={chat} />
}

/** True once `source` says the member `id` has left Nexus; false meanwhile, without an id or a way to tell. */
function useHasLeft(source: ChatSource, id: string | undefined): boolean {
  const { data } = useSWR(id && source.hasLeft ? ['member-left', source.key, id] : null, () => source.hasLeft!(id!), {
    revalidateOnFocus: false,
  })
  return data === true
}

/** Text of the chat with a member who deleted their account. */
export const MEMBER_LEFT = 'This member has left Nexus'

function LeftChat() {
  return (
    <div className="flex h-[calc(100svh-3.5rem)] flex-col">
      <div className="flex items-center gap-3 border-b border-border px-4 py-3 sm:px-6">
        <Button asChild variant="ghost" size="icon">
          <Link to={paths.friends} aria-label="Back to friends">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <h1 className="text-lg font-bold tracking-tight sm:text-xl">Chat</h1>
      </div>
      <div className="grid flex-1 place-items-center px-4">
        <p role="status" className="text-muted-foreground">
          {MEMBER_LEFT}
        </p>
      </div>
      <ChatComposer friendName="this member" onSend={async () => false} disabled />
    </div>
  )
}

/** The stores a sample friend's chat comes from; styles.css has a rule for each. */
const FRIENDS_FRAME_STORES = 'nexus:friends nexus:friend-chats nexus:privacy'

function LoadingChat() {
  return (
    <div className="grid min-h-[50svh] place-items-center px-4">
      <h1 className="sr-only">Chat</h1>
      <p role="status" className="text-muted-foreground">
        Loading chat...
      </p>
    </div>
  )
}

function Chat({ friend, source }: { friend: Friend; source: ChatSource }) {
  const chat = useChat(source, friend.id)
  // The friend's messages are read here, so their 'message' notifications are read too.
  const { notifications, markAsRead } = useNotifications()
  useEffect(() => {
    for (const n of notifications)
      if (!n.read && n.type === 'message' && n.data?.senderId === friend.id) markAsRead(n.id)
  }, [notifications, markAsRead, friend.id])
  return <ChatView friend={friend} chat={chat} seenId={chat.seenId} onReachTop={chat.loadOlder} />
}

interface ChatViewProps {
  friend: Friend
  chat: FriendChat
  seenId?: string
  onReachTop?: () => void
}

function ChatView({ friend, chat: { messages, hidden, send }, seenId, onReachTop }: ChatViewProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null)
  const [careShown, setCareShown] = useState(false)
  const restriction = useMyRestriction({ afterPageReads: true })
  const onSend = useCallback(
    async (text: string) => {
      const sent = await send(text)
      // The message was sent either way; its author is offered help at once.
      if (sent && suggestsRisk(text)) setCareShown(true)
      return sent
    },
    [send],
  )
  return (
    <div className="flex h-[calc(100svh-3.5rem)] flex-col">
      {/* A sample friend's chat is right on a stale prerendered page (its times aside) while the
          guest's friends, chats and blocks are not saved (decision 0010). */}
      <div
        data-frame-unless-saved={FRIENDS_FRAME_STORES}
        className="flex items-center gap-3 border-b border-border px-4 py-3 sm:px-6"
      >
        <Button asChild variant="ghost" size="icon">
          <Link to={paths.friends} aria-label="Back to friends">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <FriendAvatar id={friend.id} name={friend.name} status={friend.status} className="size-10 text-sm" />
        <div className="min-w-0">
          <h1 className="text-lg font-bold tracking-tight wrap-anywhere sm:text-xl">
            <MemberCardTrigger memberId={friend.id} name={friend.name} />
          </h1>
          <p className="text-sm text-muted-foreground" aria-hidden="true">
            {friend.status === 'online' ? 'Online' : 'Offline'}
          </p>
        </div>
      </div>
      <ChatMessages
        frameStores={FRIENDS_FRAME_STORES}
        messages={messages}
        friendName={friend.name}
        seenId={seenId}
        onReachTop={onReachTop}
        onReport={setReportTarget}
        hiddenNotice={
          hidden
            ? `You have blocked or muted ${friend.name}, so their messages are hidden. You can change this in Settings.`
            : undefined
        }
      />
      {careShown ? (
        <div className="max-h-[50%] shrink-0 overflow-y-auto px-4 pb-2 sm:px-6">
          <CareHelpCard
            onClose={() => {
              setCareShown(false)
              inputRef.current?.focus()
            }}
          />
        </div>
      ) : null}
      <ChatComposer
        friendName={friend.name}
        onSend={onSend}
        inputRef={inputRef}
        restrictedMessage={restriction ? restrictionMessage(restriction) : null}
      />
      <ReportDialogOnDemand target={reportTarget} onClose={() => setReportTarget(null)} />
    </div>
  )
}
