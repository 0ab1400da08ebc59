import { Crown } from 'lucide-react'
import { MemberCardTrigger } from '@/components/member-card/member-card-trigger'
import { Badge } from '@/components/ui/badge'
import { MOODS, moodEmoji, type ProfileCustomization } from '@/lib/member/profile-customization-store'
import { readableTextOn } from './name-color'

/** Props of {@link AuthorName}. */
export interface AuthorNameProps {
  /** The author as stored ('You', 'Anonymous' or a member's name). */
  name: string
  /** Element id, so the post can be labelled by its author. */
  id?: string
  /**
   * The member's own customization, given only for their own posts outside the anonymous room:
   * the name shows on their name colour, with the premium badge (when on) and the mood emoji.
   */
  profile?: Pick<ProfileCustomization, 'nameColor' | 'premiumBadge' | 'mood'>
  /**
   * The author's member id, given only for another member's post in a named room: the name then
   * opens their member card (for a signed-in member; the guest's names stay plain).
   */
  memberId?: string | null
}

/**
 * An author's name on a post or reply. Others' names are plain, or open the author's member
 * card when their id is known (`memberId`); the member's own name shows their customization (see
 * `profile`), with black or white text chosen for contrast.
 */
export function AuthorName({ name, id, profile, memberId }: AuthorNameProps) {
  if (!profile && memberId)
    return <MemberCardTrigger id={id} memberId={memberId} name={name} className="font-semibold" />
  if (!profile) {
    return (
      <span id={id} className="font-semibold">
        {name}
      </span>
    )
  }
  const mood = MOODS.find((m) => m.id === profile.mood) ?? MOODS[0]
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span
        id={id}
        data-testid="own-author-name"
        className="rounded px-1.5 font-semibold"
        style={{ backgroundColor: profile.nameColor, color: readableTextOn(profile.nameColor) }}
      >
        {name}
      </span>
      {profile.premiumBadge ? (
        <Badge variant="outline">
          <Crown aria-hidden="true" />
          Premium
        </Badge>
      ) : null}
      <span role="img" aria-label={`Mood: ${mood.label}`}>
        {moodEmoji(mood.id)}
      </span>
    </span>
  )
}
