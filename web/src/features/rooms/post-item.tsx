import { memo, type Ref } from 'react'
import { Reply, Trash2, VolumeX } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { ProfileCustomization } from '@/lib/member/profile-customization-store'
import { AuthorName } from './author-name'
import { formatPostTime } from './post-time'
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
  onReply: (postId: string, author: string) => void
  onDeletePost: (postId: string) => void
  onDeleteReply: (postId: string, replyId: string) => void
  /** 'Mute this author' (the anonymous room, for a member): offered on others' posts when given. */
  onMuteAuthor?: (postId: string) => void
  /** The virtualiser's measuring ref, and the post's top in px within the feed (null: in normal flow). */
  ref?: Ref<HTMLElement>
  start: number | null
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
}: Pick<PostItemProps, 'nowMs' | 'profile' | 'onDeleteReply'> & { reply: RoomReply; postId: string }) {
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
          ) : null}
        </div>
        <p className="text-sm whitespace-pre-wrap wrap-anywhere">{reply.content}</p>
      </div>
    </li>
  )
}

/** The text a placeholder shows in place of a removed post (no author). */
export const DELETED_POST_TEXT = 'Deleted post'

/**
 * One post of a room: avatar, author (the member's own with their customization), relative
 * time, the text as plain text (line breaks kept), 'Reply', a delete control on the member's
 * own post, 'Mute this author' on others' posts where `onMuteAuthor` is given (the anonymous
 * room), and its replies indented underneath (each own reply with its delete control).
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
  ref,
  start,
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
      style={start === null ? undefined : { transform: `translateY(${start}px)` }}
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
          {post.deleted ? null : <p className="mt-1 whitespace-pre-wrap wrap-anywhere">{post.content}</p>}
          {post.deleted ? null : (
            <div className="mt-1 flex items-center gap-1">
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
                />
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </article>
  )
})
