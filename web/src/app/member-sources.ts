import { createSupabaseChatSource } from '@/features/friends/data/supabase-chat-source'
import { createSupabaseFriendsSource } from '@/features/friends/data/supabase-friends-source'
import { createSupabaseMemberPrivacySource } from '@/lib/member/supabase-member-privacy-source'
import { createSupabaseMemberProfileSource } from '@/lib/member/supabase-member-profile-source'

/**
 * The member's friends, chats, privacy and profile sources on the server, for member `memberId`;
 * loaded on first use by DataSources (the notifications source loads on its own).
 */
export function createMemberSources(memberId: string) {
  return {
    friends: createSupabaseFriendsSource({ memberId }),
    chat: createSupabaseChatSource({ memberId }),
    privacy: createSupabaseMemberPrivacySource({ memberId }),
    profile: createSupabaseMemberProfileSource({ memberId }),
  }
}

/** The member sources {@link createMemberSources} makes. */
export type MemberSources = ReturnType<typeof createMemberSources>
