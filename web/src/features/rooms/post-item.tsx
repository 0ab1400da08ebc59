import { memo, type Ref } from 'react'
import { Reply, Shield, Trash2, VolumeX } from 'lucide-react'
import { ModeratedText } from '@/components/moderation/moderated-text'
import { ReportButton } from '@/components/report-dialog/report-button'
import { Button } from '@/components/ui/button'
import type { ProfileCustomization } from '@/lib/member/profile-customization-store'
import type { ReportTarget } from '@/lib/moderation/moderation-source'
import { AuthorName } from './author-name'
import { formatPostTime } from './post-time'
import type { ModerateTarget } from './private/moderate-post-dialog'
import type { RoomPost, RoomReply } from './room-post'

/** Props of {@link PostItem}. */
export interface PostItemProps {
  post: RoomPost
  /** Position in the feed (0-based) and the feed's length, for `aria-posinset` / `aria-setsize`. */
  index: number
  setSize: number
  /** "Now" in ms, for the relative times. */
  nowMs: number
  /** The member's customization for their own posts; undefined in the anonymous room. */
  profile?: Pick<ProfileCustomization, 'nameColor' | 'premiumBadge' | 'mood'>
  /** 'Reply' on each post when given (absent where nobody can post: a read-only room). */
  onReply?: (postId: string, author: string) => void
  onDeletePost: (postId: string) => void
  onDeleteReply: (postId: string, replyId: string) => void
  /** 'Mute this author' (the anonymous room, for a member): offered on others' posts when given. */
  onMuteAuthor?: (postId: string) => void
  /** 'Report' on others' posts and replies (anonymous ones included) when given: opens the report dialog. */
  onReport?: (target: ReportTarget) => void
  /** 'Moderate' on others' posts and replies when given (the owner of a private room): opens the moderation dialog. */
  onModerate?: (target: ModerateTarget) => void
  /** The virtualiser's measuring ref (it also sets the post's position in the feed). */
  ref?: Ref<HTMLElement>
  className?: string
}

function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-9 shrink-0 place-items-center rounded-full bg-muted text-sm font-semibold text-foreground"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}

function ReplyItem({
  reply,
  postId,
  nowMs,
  profile,
  onDeleteReply,
  onReport,
  onModerate,
}: Pick<PostItemProps, 'nowMs' | 'profile' | 'onDeleteReply' | 'onReport' | 'onModerate'> & {
  reply: RoomReply
  postId: string
}) {
  return (
    <li className="flex gap-2.5">
      <Avatar name={reply.author} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
          <AuthorName
            name={reply.author}
            profile={reply.mine ? profile : undefined}
            memberId={reply.mine ? undefined : reply.authorId}
          />
          <time dateTime={reply.createdAt} className="text-xs text-muted-foreground">
            {formatPostTime(reply.createdAt, nowMs)}
          </time>
          {reply.mine ? (
            <Button
              variant="ghost-destructive"
              size="xs"
              className="ml-auto"
              aria-label="Delete reply"
              onClick={() => onDeleteReply(postId, reply.id)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : (onReport || onModerate) && !reply.deleted && !reply.moderationState ? (
            <span className="ml-auto flex items-center">
              {onModerate ? (
                <ModerateButton
                  iconOnly
                  target={{ id: reply.id, label: `the reply by ${reply.author}` }}
                  onModerate={onModerate}
                />
              ) : null}
              {onReport ? (
                <ReportButton
                  className="text-muted-foreground"
                  showLabel={false}
                  target={{ type: 'post', id: reply.id, label: `the reply by ${reply.author}` }}
                  onReport={onReport}
                />
              ) : null}
            </span>
          ) : null}
        </div>
        <ModeratedText state={reply.moderationState} mine={reply.mine}>
          <p className="text-sm whitespace-pre-wrap wrap-anywhere">{reply.content}</p>
        </ModeratedText>
      </div>
    </li>
  )
}

function ModerateButton({
  target,
  onModerate,
  iconOnly = false,
}: {
  target: ModerateTarget
  onModerate: (target: ModerateTarget) => void
  iconOnly?: boolean
}) {
  return (
    <Button
      variant="ghost"
      size="xs"
      className="text-muted-foreground"
      aria-label={`Moderate ${target.label}`}
      title={iconOnly ? 'Moderate' : undefined}
      onClick={() => onModerate(target)}
    >
      <Shield aria-hidden="true" />
      {iconOnly ? null : 'Moderate'}
    </Button>
  )
}

/** The text a placeholder shows in place of a removed post (no author). */
export const DELETED_POST_TEXT = 'Deleted post'

/**
 * One post of a room: avatar, author (the member's own with their customization), relative
 * time, the text as plain text (line breaks kept), 'Reply', a delete control on the member's
 * own post, 'Mute this author' on others' posts where `onMuteAuthor` is given (the anonymous
 * room), 'Report' on others' posts and replies where `onReport` is given (anonymous ones included),
 * 'Moderate' on others' posts and replies where `onModerate` is given (a private room's owner),
 * and its replies indented underneath (each own reply with its delete control). Content hidden by
 * moderation shows 'Hidden pending review' / 'Hidden by a moderator' to others (with no controls)
 * and the text with a notice to its author.
 * A placeholder (`deleted`) shows 'Deleted post' and its time, with no author and no controls,
 * and keeps its replies. An `article` of the feed, labelled by its author (or 'Deleted post')
 * and time.
 */
export const PostItem = memo(function PostItem({
  post,
  index,
  setSize,
  nowMs,
  profile,
  onReply,
  onDeletePost,
  onDeleteReply,
  onMuteAuthor,
  onReport,
  onModerate,
  ref,
  className,
}: PostItemProps) {
  const authorId = `post-${post.id}-author`
  const timeId = `post-${post.id}-time`
  return (
    <article
      ref={ref}
      data-index={index}
      tabIndex={-1}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      aria-labelledby={`${authorId} ${timeId}`}
      className={className}
    >
      <div className="flex gap-3 border-b border-border px-4 py-3 outline-none sm:px-6">
        <Avatar name={post.deleted ? '' : post.author} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            {post.deleted ? (
              <span id={authorId} className="text-sm text-muted-foreground italic">
                {DELETED_POST_TEXT}
              </span>
            ) : (
              <AuthorName
                id={authorId}
                name={post.author}
                profile={post.mine ? profile : undefined}
                memberId={post.mine ? undefined : post.authorId}
              />
            )}
            <time id={timeId} dateTime={post.createdAt} className="text-xs text-muted-foreground">
              {formatPostTime(post.createdAt, nowMs)}
            </time>
          </div>
          {post.deleted ? null : (
            <ModeratedText state={post.moderationState} mine={post.mine} className="mt-1">
              <p className="mt-1 whitespace-pre-wrap wrap-anywhere">{post.content}</p>
            </ModeratedText>
          )}
          {post.deleted || (post.moderationState && !post.mine) ? null : (
            <div className="mt-1 flex items-center gap-1">
              {onReply ? (
                <Button
                  variant="ghost"
                  size="xs"
                  className="text-muted-foreground"
                  aria-label={`Reply to ${post.author}`}
                  onClick={() => onReply(post.id, post.author)}
                >
                  <Reply aria-hidden="true" />
                  Reply
                </Button>
              ) : null}
              {post.mine ? (
                <Button
                  variant="ghost-destructive"
                  size="xs"
                  aria-label="Delete message"
                  onClick={() => onDeletePost(post.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : onMuteAuthor ? (
                <Button
                  variant="ghost"
                  size="xs"
                  className="text-muted-foreground"
                  onClick={() => onMuteAuthor(post.id)}
                >
                  <VolumeX aria-hidden="true" />
                  Mute this author
                </Button>
              ) : null}
              {!post.mine && onModerate ? (
                <ModerateButton target={{ id: post.id, label: `the post by ${post.author}` }} onModerate={onModerate} />
              ) : null}
              {!post.mine && onReport ? (
                <ReportButton
                  target={{ type: 'post', id: post.id, label: `the post by ${post.author}` }}
                  onReport={onReport}
                />
              ) : null}
            </div>
          )}
          {post.replies.length > 0 ? (
            <ul
              aria-label={`Replies to ${post.deleted ? DELETED_POST_TEXT : post.author}`}
              className="mt-2 ml-2 space-y-3 border-l-2 border-border pl-4 sm:ml-4"
            >
              {post.replies.map((reply) => (
                <ReplyItem
                  key={reply.id}
                  reply={reply}
                  postId={post.id}
                  nowMs={nowMs}
                  profile={profile}
                  onDeleteReply={onDeleteReply}
                  onReport={onReport}
                  onModerate={onModerate}
                />
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </article>
  )
})
