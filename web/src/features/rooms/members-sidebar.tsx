import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import type { RoomMember } from './room-post'

/** Props of {@link MembersSidebar}. */
export interface MembersSidebarProps {
  id: string
  members: RoomMember[]
  /** Shown or hidden; null until the member chooses: shown on screens 768 px and wider only (by CSS). */
  open: boolean | null
  onClose: () => void
  /** How many are present, never who (the anonymous room, for members): shown as 'N present'; null or absent: not shown. */
  present?: number | null
}

function MemberGroup({ title, members }: { title: string; members: RoomMember[] }) {
  return (
    <section aria-label={title} className="px-4 py-3">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground">{title}</h3>
      <ul className="mt-2 space-y-2">
        {members.map((member) => (
          <li key={member.id} className="flex items-center gap-2.5 text-sm">
            <span className="relative">
              <span
                aria-hidden="true"
                className="grid size-8 place-items-center rounded-full bg-muted text-xs font-semibold"
              >
                {member.name.charAt(0).toUpperCase()}
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-card',
                  member.online ? 'bg-success' : 'bg-muted-foreground',
                )}
              />
            </span>
            <span className={cn('truncate', !member.online && 'text-muted-foreground')}>{member.name}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The collapsible 'Room Members' panel: 'Online - N' then 'Offline - N' with each member's
 * initial, name and status dot. Beside the chat from 768 px; on smaller screens it lies over
 * the chat (closed by default) with a close button, so the chat keeps its full width. In the
 * anonymous room a member also sees 'N present' (how many, never who).
 */
export function MembersSidebar({ id, members, open, onClose, present = null }: MembersSidebarProps) {
  const online = members.filter((m) => m.online)
  const offline = members.filter((m) => !m.online)
  return (
    <aside
      id={id}
      hidden={open === null ? undefined : !open}
      aria-labelledby={`${id}-title`}
      // It scrolls when the list is long: reachable by keyboard even when it holds no link or button.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        open === null && 'max-md:hidden',
        'absolute inset-y-0 right-0 z-10 w-72 max-w-[85%] overflow-y-auto border-l border-border bg-card text-card-foreground shadow-xl md:static md:w-64 md:max-w-none md:shrink-0 md:shadow-none',
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id={`${id}-title`} className="font-semibold">
          Room Members
        </h2>
        <Button variant="ghost" size="icon-sm" className="md:hidden" aria-label="Close room members" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {present !== null && <p className="px-4 pt-3 text-sm text-muted-foreground">{`${present} present`}</p>}
      <MemberGroup title={`Online - ${online.length}`} members={online} />
      <MemberGroup title={`Offline - ${offline.length}`} members={offline} />
    </aside>
  )
}
