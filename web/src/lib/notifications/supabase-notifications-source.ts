import { membersClient, membersErrorFrom, MembersSourceError, userChannels } from '@/lib/member/members-db'
import type { UserChannelHub } from '@/lib/member/user-channel'
import { notificationFrom } from './notification-rows'
import type { NotificationsSource } from './notifications-source'

/** How many notifications the list reads (newest first). */
export const NOTIFICATIONS_LIMIT = 100

const COLUMNS = 'id, type, title, message, data, read_at, created_at'

/** Options of {@link createSupabaseNotificationsSource}; `loadClient` and `hub` are for tests. */
export interface SupabaseNotificationsSourceOptions {
  memberId: string
  loadClient?: () => Promise<unknown>
  hub?: UserChannelHub
}

/**
 * A member's notifications in `public.notifications` (written by the database's triggers; the
 * owner reads, marks read and deletes their own), live from `notification_created` on the
 * member's own topic. Accept and Decline of a friend request update the friendship
 * (`status`, the requester being `data.requester_id`). Errors reject with a MembersSourceError.
 */
export function createSupabaseNotificationsSource({
  memberId,
  loadClient,
  hub = userChannels,
}: SupabaseNotificationsSourceOptions): NotificationsSource {
  const client = () => membersClient(loadClient)
  const markRead = async (id: string) => {
    const { error } = await (
      await client()
    )
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', id)
      .is('read_at', null)
    if (error) throw membersErrorFrom(error)
  }
  return {
    key: `supabase:${memberId}`,

    async list() {
      const { data, error } = await (
        await client()
      )
        .from('notifications')
        .select(COLUMNS)
        .order('created_at', { ascending: false })
        .limit(NOTIFICATIONS_LIMIT)
      if (error) throw membersErrorFrom(error, 'Your notifications could not be loaded.')
      return ((data ?? []) as unknown[]).flatMap((raw) => notificationFrom(raw) ?? [])
    },

    markRead,

    async clearAll() {
      const { error } = await (await client()).from('notifications').delete().eq('user_id', memberId)
      if (error) throw membersErrorFrom(error)
    },

    async respondToFriendRequest(notification, accept) {
      const requester = notification.data?.senderId
      if (!requester) throw new MembersSourceError('failed', 'This friend request is no longer there.')
      const { data, error } = await (
        await client()
      )
        .from('friendships')
        .update({ status: accept ? 'accepted' : 'declined' })
        .eq('requester_id', requester)
        .eq('addressee_id', memberId)
        .eq('status', 'pending')
        .select('requester_id')
      if (error) throw membersErrorFrom(error)
      await markRead(notification.id)
      if (!data || (data as unknown[]).length === 0)
        throw new MembersSourceError('failed', 'This friend request is no longer there.')
    },

    subscribe(handlers) {
      return hub.subscribe(memberId, {
        onBroadcast: (event, payload) => {
          if (event !== 'notification_created') return
          const notification = notificationFrom(payload)
          if (notification) handlers.onCreated?.(notification)
        },
        onConnected: handlers.onConnected,
      })
    },
  }
}
