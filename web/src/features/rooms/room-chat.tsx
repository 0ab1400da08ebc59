import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { ArrowLeft, EyeOff, Users } from 'lucide-react'
import { Link } from 'react-router'
import { useShallow } from 'zustand/react/shallow'
import { paths } from '@/config/paths'
import { CareHelpCard } from '@/components/care/care-help-card'
import { ReportDialogOnDemand } from '@/components/report-dialog/report-dialog-on-demand'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useIsMobile } from '@/hooks/use-mobile'
import { useOpenedOnce } from '@/hooks/use-opened-once'
import { useProfileCustomizationStore } from '@/lib/member/profile-customization-store'
import { suggestsRisk } from '@/lib/moderation/at-risk'
import type { ReportTarget } from '@/lib/moderation/moderation-source'
import { restrictionMessage, useMyRestriction } from '@/lib/moderation/use-restriction'
import { cn } from '@/lib/utils'
import { Composer } from './composer'
import { MembersSidebar } from './members-sidebar'
import { ModerationNotice } from './moderation-notice'
import { PostFeed, type RevealRequest } from './post-feed'
import type { ModerateTarget } from './private/moderate-post-dialog'
import { PrivateRoomBadge } from './private/private-room-badge'
import { publicRoomName } from './public-rooms'
import { ReadOnlyNotice } from './room-lock'
import { isAnonymousRoom } from './room-id'
import { useRoomName } from './use-room-name'
import { useRoomList } from './use-room-member-counts'
import { useNow } from './use-now'
import { useRoomFeed } from './use-room-feed'
import { useRoomMembers, useRoomPresentCount } from './use-room-members'

// A private room owner's tools load only where they are used.
const OwnerControls = lazy(async () => ({ default: (await import('./private/private-room-controls')).OwnerControls }))
const ModeratePostDialog = lazy(async () => ({
  default: (await import('./private/moderate-post-dialog')).ModeratePostDialog,
}))

/**
 * The chat of one room (canonical id), filling the page under the shell's top bar: a header
 * with the back arrow to /rooms, the title (the room's name, see useRoomName), the 'Anonymous'
 * badge (anonymous room only), the count of posts loaded (once they are) and the members
 * toggle; the virtualised posts (live, older ones loading on scrolling up); the moderation
 * notice; the composer (disabled, saying why and until when, for a muted or suspended member;
 * in a read-only private room, whose owner's Pro lapsed, 'This room is read-only until its owner
 * renews Pro.' instead);
 * and the collapsible members sidebar (open from 768 px, closed on smaller screens). 'Report' on
 * others' posts and replies opens the report dialog; a post that suggests its author may be at
 * risk is still sent, and its author sees the help card above the composer. A private room shows
 * a 'Private' badge; its owner has 'Manage room' (Invite, Members, Room settings) and 'Moderate'
 * on others' posts; a read-only room offers no Reply.
 */
export function RoomChat({ roomId }: { roomId: string }) {
  const { title, isName } = useRoomName(roomId)
  // A public room is never private nor read-only: what the member's list says of it can wait
  // until the posts are shown.
  const listLater = publicRoomName(roomId) !== undefined
  // The room as the member's list has it: whether it is read-only, private, and theirs.
  const listed = useRoomList({ afterPageReads: listLater })?.find((room) => room.slug === roomId)
  const readOnly = listed?.access === 'read-only'
  const ownsPrivateRoom = Boolean(listed?.isPrivate && listed.isOwner)
  const [moderateTarget, setModerateTarget] = useState<ModerateTarget | null>(null)
  const moderateShown = useOpenedOnce(moderateTarget !== null)
  const anonymous = isAnonymousRoom(roomId)
  const chat = useRoomFeed(roomId)
  const { setReplyTo, send, deletePost, deleteReply } = chat
  const members = useRoomMembers(roomId)
  const present = useRoomPresentCount(roomId)
  const nowMs = useNow()
  const customization = useProfileCustomizationStore(
    useShallow((s) => ({ nameColor: s.nameColor, premiumBadge: s.premiumBadge, mood: s.mood })),
  )
  const profile = anonymous ? undefined : customization

  const isMobile = useIsMobile()
  // Until the member toggles it, the members panel is open on wide screens and closed on phones,
  // by CSS, so a prerendered page is right on both before the app knows the viewport.
  const [membersChoice, setMembersChoice] = useState<boolean | null>(null)
  const membersOpen = membersChoice ?? !isMobile
  const membersId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const [reveal, setReveal] = useState<RevealRequest | null>(null)
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null)
  const [careShown, setCareShown] = useState(false)
  const restriction = useMyRestriction({ afterPageReads: true })

  const onReply = useCallback(
    (postId: string, author: string) => {
      setReplyTo({ postId, author })
      inputRef.current?.focus()
    },
    [setReplyTo],
  )
  const onDeletePost = useCallback(
    (postId: string) => {
      deletePost(postId)
      inputRef.current?.focus()
    },
    [deletePost],
  )
  const onDeleteReply = useCallback(
    (postId: string, replyId: string) => {
      deleteReply(postId, replyId)
      inputRef.current?.focus()
    },
    [deleteReply],
  )
  const onSend = useCallback(
    async (text: string) => {
      const postId = await send(text)
      if (postId) setReveal({ postId })
      // The post was sent either way; its author is offered help at once.
      if (postId && suggestsRisk(text)) setCareShown(true)
      return postId !== null
    },
    [send],
  )

  const postCount = chat.posts.length
  return (
    <div className="flex h-[calc(100svh-3.5rem)] flex-col">
      <div data-frame className="flex items-center gap-2 border-b border-border px-4 py-3 sm:px-6">
        <Button asChild variant="ghost" size="icon">
          <Link to={paths.rooms} aria-label="Back to rooms">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className={cn('text-xl font-bold tracking-tight wrap-anywhere sm:text-2xl', !isName && 'capitalize')}>
            {title}
          </h1>
          <div className="flex items-center gap-2">
            <PrivateRoomBadge room={listed} />
            {anonymous ? (
              <Badge variant="secondary">
                <EyeOff aria-hidden="true" />
                Anonymous
              </Badge>
            ) : null}
            {chat.status === 'ready' ? (
              <Badge variant="outline" data-volatile data-testid="post-count">
                {postCount} {postCount === 1 ? 'post' : 'posts'}
              </Badge>
            ) : null}
          </div>
        </div>
        {ownsPrivateRoom ? (
          <Suspense fallback={null}>
            <OwnerControls room={listed} />
          </Suspense>
        ) : null}
        <Button
          ref={toggleRef}
          data-volatile
          variant="outline"
          size="sm"

          aria-expanded={membersOpen}
          aria-controls={membersId}
          onClick={() => setMembersChoice(!membersOpen)}
        >
          <Users aria-hidden="true" />
          Members
        </Button>
      </div>
      <div className="relative flex min-h-0 flex-1">
        <section aria-label="Chat" className="flex min-w-0 flex-1 flex-col">
          <PostFeed
            posts={chat.posts}
            status={chat.status}
            hasOlder={chat.hasOlder}
            loadingOlder={chat.loadingOlder}
            onLoadOlder={chat.loadOlder}
            onRetry={chat.retry}
            label={`Posts in ${title}`}
            nowMs={nowMs}
            profile={profile}
            reveal={reveal}
            onReply={readOnly ? undefined : onReply}
            onDeletePost={onDeletePost}
            onDeleteReply={onDeleteReply}
            onMuteAuthor={chat.muteAuthor}
            onReport={setReportTarget}
            onModerate={ownsPrivateRoom ? setModerateTarget : undefined}
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
          <ModerationNotice message={chat.notice} />
          {readOnly ? (
            <ReadOnlyNotice />
          ) : (
            <Composer
              anonymous={anonymous}
              replyTo={chat.replyTo}
              onCancelReply={() => {
                setReplyTo(null)
                inputRef.current?.focus()
              }}
              onSend={onSend}
              inputRef={inputRef}
              restrictedMessage={restriction ? restrictionMessage(restriction) : null}
            />
          )}
        </section>
        <MembersSidebar
          id={membersId}
          members={members}
          present={present}
          open={membersChoice}
          onClose={() => {
            setMembersChoice(false)
            toggleRef.current?.focus()
          }}
        />
      </div>
      <ReportDialogOnDemand target={reportTarget} onClose={() => setReportTarget(null)} />
      {moderateShown ? (
        <Suspense fallback={null}>
          <ModeratePostDialog target={moderateTarget} onClose={() => setModerateTarget(null)} />
        </Suspense>
      ) : null}
    </div>
  )
}
