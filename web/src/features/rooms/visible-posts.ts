import { isHiddenAuthor, type PrivacySettings } from '@/lib/member/privacy-store'
import type { RoomPost } from './room-post'

/**
 * The posts to show: posts by a blocked or muted author are left out, and so are such
 * authors' replies under other posts. Returns the same array when nothing is hidden.
 */
export function visiblePosts(
  posts: RoomPost[],
  privacy: Pick<PrivacySettings, 'blockedUsers' | 'mutedUsers'>,
): RoomPost[] {
  if (privacy.blockedUsers.length === 0 && privacy.mutedUsers.length === 0) return posts
  return posts
    .filter((post) => !isHiddenAuthor(post.author, privacy))
    .map((post) => {
      const replies = post.replies.filter((reply) => !isHiddenAuthor(reply.author, privacy))
      return replies.length === post.replies.length ? post : { ...post, replies }
    })
}
