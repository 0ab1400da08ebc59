import { createSupabaseChatSource } from '@/features/friends/data/supabase-chat-source'
import { createSupabaseFriendsSource } from '@/features/friends/data/supabase-friends-source'
import { createSupabaseMemberPrivacySource } from '@/lib/member/supabase-member-privacy-source'
import { createSupabaseMemberProfileSource } from '@/lib/member/supabase-member-profile-source'
import { createSupabaseNotificationsSource } from '@/lib/notifications/supabase-notifications-source'

/** Every member source on the server, for member `memberId`; loaded on first use by DataSources. */
export function createMemberSources(memberId: string) {
  return {
    notifications: createSupabaseNotificationsSource({ memberId }),
    friends: createSupabaseFriendsSource({ memberId }),
    chat: createSupabaseChatSource({ memberId }),
    privacy: createSupabaseMemberPrivacySource({ memberId }),
    profile: createSupabaseMemberProfileSource({ memberId }),
  }
}

/** The member sources {@link createMemberSources} makes. */
export type MemberSources = ReturnType<typeof createMemberSources>
