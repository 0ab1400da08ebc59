import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'

/** The initials of a name (first letters of its first two words, upper case), '?' for none. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
  return letters.toUpperCase() || '?'
}

/** Props of {@link MemberAvatar}. */
export interface MemberAvatarProps {
  name: string
  /** The member's picture; only https addresses are shown (the others fall back to initials). */
  avatarUrl?: string | null
  className?: string
}

/** A member's round avatar: their picture when they have an https one, else their initials. Hidden from assistive technology (the name is always beside it). */
export function MemberAvatar({ name, avatarUrl, className }: MemberAvatarProps) {
  return (
    <Avatar aria-hidden="true" className={className}>
      {avatarUrl?.startsWith('https://') ? <AvatarImage src={avatarUrl} alt="" /> : null}
      <AvatarFallback>{initialsOf(name)}</AvatarFallback>
    </Avatar>
  )
}
