import { MapPin, User } from 'lucide-react'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { interestList, isLoadableAvatarUrl, type Profile } from './profile-schema'

/** Up to two initials of a name ('' for a blank one). */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  const first = Array.from(words[0]!)[0]!
  const last = words.length > 1 ? Array.from(words[words.length - 1]!)[0]! : ''
  return (first + last).toUpperCase()
}

/**
 * The live preview card of the profile being edited: avatar (the picture only for an https URL
 * or one of the app's own, requested without a referrer; initials otherwise, while it loads or if
 * it fails), display name ('Your Name' while
 * blank), location, bio and interests as badges. Every value is shown as text only.
 */
export function ProfilePreview({ profile }: { profile: Profile }) {
  const name = profile.displayName.trim()
  const avatarUrl = profile.avatarUrl.trim()
  const interests = interestList(profile.interests)
  return (
    <div data-testid="profile-preview" className="flex flex-col items-center text-center">
      <Avatar className="size-24! text-2xl">
        {isLoadableAvatarUrl(avatarUrl) ? <AvatarImage src={avatarUrl} alt="" referrerPolicy="no-referrer" /> : null}
        <AvatarFallback className="bg-primary! text-primary-foreground" aria-hidden="true">
          {initialsOf(name) || <User className="size-10" />}
        </AvatarFallback>
      </Avatar>
      <p className="mt-4 text-xl font-semibold wrap-anywhere" data-testid="preview-name">
        {name || <span className="text-muted-foreground">Your Name</span>}
      </p>
      {profile.location.trim() ? (
        <p
          className="mt-1 flex items-center gap-1 text-sm text-muted-foreground wrap-anywhere"
          data-testid="preview-location"
        >
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {profile.location.trim()}
        </p>
      ) : null}
      <p className="mt-4 text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere" data-testid="preview-bio">
        {profile.bio.trim() || <span className="text-muted-foreground">Your bio will appear here.</span>}
      </p>
      {interests.length > 0 ? (
        <ul aria-label="Interests" className="mt-4 flex flex-wrap justify-center gap-2">
          {interests.map((interest, index) => (
            <li key={`${index}-${interest}`} className="max-w-full">
              <Badge variant="secondary" className="max-w-full whitespace-normal! wrap-anywhere">
                {interest}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
