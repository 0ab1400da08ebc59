import { useId, type ReactElement } from 'react'
import { Lock, LogOut } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Badge } from '@/components/ui/badge'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useFirstItemFocus,
} from '@/components/ui/dropdown-menu'
import { useAuth } from '@/lib/auth/auth-provider'
import { useStaffRole } from '@/lib/moderation/staff-role'
import { useNotifications } from '@/lib/notifications/notifications-store'
import { ACCOUNT_LINKS, mainNav, withUnread, type NavItem } from '@/components/layout/shell/nav-items'
import { LOCKED_ROOM_LABEL, useNavRoomCounts, useNavRooms } from '@/components/layout/shell/room-counts'

/**
 * The small screens' menu itself (Radix DropdownMenu), loaded when it is first opened:
 * Navigation, Rooms and Account sections (Notifications with the unread badge) and 'Log out'.
 * It closes when a link is chosen and is at most 80% of the viewport high. `trigger` is the
 * floating button that opens it; `defaultOpen` opens it as it mounts (the click that loaded it),
 * and `focusFirstItem` then puts the focus on its first item, as a menu opened from the keyboard does.
 */
export function MobileMenuDropdown({
  trigger,
  defaultOpen,
  focusFirstItem,
}: {
  trigger: ReactElement
  defaultOpen: boolean
  focusFirstItem: boolean
}) {
  const focusFirst = useFirstItemFocus(focusFirstItem)
  const { signOut } = useAuth()
  const { unreadCount } = useNotifications()
  const staff = useStaffRole({ afterPageReads: true }).role !== null
  const navId = useId()
  const roomsId = useId()
  const accountId = useId()
  const { countOf } = useNavRoomCounts()
  const rooms = useNavRooms()

  const item = (link: NavItem) => {
    const unread = link.badge === 'unread' ? unreadCount : 0
    return (
      <DropdownMenuItem key={link.to} asChild>
        <Link to={link.to} aria-label={unread > 0 ? withUnread(link.label, unread) : undefined}>
          <link.icon aria-hidden="true" />
          {link.label}
          {unread > 0 ? (
            <Badge aria-hidden="true" variant="destructive" className="ml-auto" data-testid="menu-unread-badge">
              {unread}
            </Badge>
          ) : null}
        </Link>
      </DropdownMenuItem>
    )
  }

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      {/* tabIndex 0: the list scrolls, and axe wants a scrollable region reachable by keyboard
          (arrow keys already move through the items; the menu keeps Tab from leaving). */}
      <DropdownMenuContent
        onFocus={focusFirst}
        align="end"
        className="max-h-[80vh]! w-64"
        data-testid="mobile-menu"
        tabIndex={0}
      >
        <DropdownMenuGroup aria-labelledby={navId}>
          <DropdownMenuLabel id={navId}>Navigation</DropdownMenuLabel>
          {mainNav(staff).map(item)}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuGroup aria-labelledby={roomsId}>
          <DropdownMenuLabel id={roomsId}>Rooms</DropdownMenuLabel>
          {rooms.map((room) => {
            const count = countOf(room)
            return (
              <DropdownMenuItem key={room.slug} asChild>
                <Link to={room.locked ? paths.pricing : paths.room(room.slug)}>
                  <room.icon aria-hidden="true" />
                  {room.title}
                  {room.locked ? (
                    <span className="ml-auto flex items-center gap-1 text-xs text-muted-foreground">
                      <Lock aria-hidden="true" className="size-3.5" />
                      {LOCKED_ROOM_LABEL}
                    </span>
                  ) : count !== null ? (
                    <span className="ml-auto text-xs text-muted-foreground tabular-nums">{count}</span>
                  ) : null}
                </Link>
              </DropdownMenuItem>
            )
          })}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuGroup aria-labelledby={accountId}>
          <DropdownMenuLabel id={accountId}>Account</DropdownMenuLabel>
          {ACCOUNT_LINKS.map(item)}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
