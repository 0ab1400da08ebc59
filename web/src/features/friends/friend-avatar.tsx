import { Avatar, AvatarFallback } from '@/components/ui/avatar'
import { cn } from '@/lib/utils'
import { initialsOf, type FriendStatus } from './friends-data'

/**
 * Background colours of initials avatars; each keeps white initials above 4.5:1 contrast.
 * Important (`!`): they replace the fallback's own muted background.
 */
const AVATAR_COLORS = [
  'bg-violet-600!',
  'bg-sky-700!',
  'bg-emerald-700!',
  'bg-rose-600!',
  'bg-amber-700!',
  'bg-indigo-600!',
] as const

/** The avatar colour of a person id: the same id always gets the same colour. */
export function avatarColor(id: string): string {
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!
}

/** Props of {@link FriendAvatar}. */
export interface FriendAvatarProps {
  id: string
  name: string
  /** When given, a green (online) or grey (offline) dot with the status as hidden text. */
  status?: FriendStatus
  className?: string
}

/**
 * A person's avatar drawn from the initials of their name (no image is fetched), in a colour
 * fixed by their id, with an optional online/offline dot. The initials are hidden from
 * assistive technology (the name is always shown beside them); the status is read as 'Online'
 * or 'Offline'.
 */
export function FriendAvatar({ id, name, status, className }: FriendAvatarProps) {
  return (
    <span className={cn('relative inline-flex shrink-0', className)}>
      <Avatar className="size-full!" aria-hidden="true">
        <AvatarFallback className={cn('text-white', avatarColor(id))}>{initialsOf(name)}</AvatarFallback>
      </Avatar>
      {status ? (
        <span
          data-testid="status-dot"
          data-status={status}
          className={cn(
            'absolute right-0 bottom-0 size-3.5 rounded-full border-2 border-card',
            status === 'online' ? 'bg-success' : 'bg-muted-foreground',
          )}
        >
          <span className="sr-only">{status === 'online' ? 'Online' : 'Offline'}</span>
        </span>
      ) : null}
    </span>
  )
}
