import { Crown } from 'lucide-react'
import { MOODS } from '@/lib/member/profile-customization-store'
import { Badge } from '@/components/ui/badge'
import type { ProfileForm } from './profile-schema'
import { readableTextOn } from './profile-schema'

/** Props of {@link ProfilePreview}. */
export interface ProfilePreviewProps {
  /** The name shown on the sample post. */
  name: string
  values: ProfileForm
}

/**
 * How the member's own posts will look with the values being edited: the name on its colour
 * (black or white text for contrast), the Premium badge when on, the mood emoji, and the bio.
 */
export function ProfilePreview({ name, values }: ProfilePreviewProps) {
  const mood = MOODS.find((m) => m.id === values.mood) ?? MOODS[0]
  return (
    <div data-testid="profile-preview" className="space-y-3 rounded-lg border border-border bg-background p-4">
      <p className="flex flex-wrap items-center gap-1.5">
        <span
          data-testid="preview-name"
          className="rounded px-1.5 font-semibold"
          style={{ backgroundColor: values.nameColor, color: readableTextOn(values.nameColor) }}
        >
          {name}
        </span>
        {values.premiumBadge ? (
          <Badge variant="outline">
            <Crown aria-hidden="true" />
            Premium
          </Badge>
        ) : null}
        <span role="img" aria-label={`Mood: ${mood.label}`}>
          {mood.emoji}
        </span>
        <span className="text-xs text-muted-foreground">Just now</span>
      </p>
      <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
        {values.bio.trim() === '' ? 'Your bio will appear here.' : values.bio}
      </p>
      {values.defaultAnonymous ? (
        <p className="text-xs text-muted-foreground">
          New posts start as Anonymous; this name shows only when you choose it.
        </p>
      ) : null}
    </div>
  )
}
