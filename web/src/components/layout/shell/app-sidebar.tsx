import { useId } from 'react'
import { Lock } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import { paths } from '@/config/paths'
import { Badge } from '@/components/ui/badge'
import { OnDemandTooltip } from '@/components/ui/on-demand-tooltip'
import { useStaffRole } from '@/lib/moderation/staff-role'
import { useNotifications } from '@/lib/notifications/notifications-store'
import { mainNav, QUICK_LINKS, withUnread, type NavItem } from '@/components/layout/shell/nav-items'
import { LOCKED_ROOM_LABEL, useNavRoomCounts, useNavRooms } from '@/components/layout/shell/room-counts'
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/layout/shell/sidebar'
import { UserMenu } from '@/components/layout/shell/user-menu'
import { LogoMark } from '@/components/layout/brand'
import { cn } from '@/lib/utils'

/**
 * Nexus's side navigation: logo and name, quick icon row, the navigation list
 * (Notifications with a red unread badge), the Rooms list with counts and their total (the
 * fixed figures and 2039 for the guest, the real member counts and their sum with a backend),
 * and the user menu. Links close the mobile drawer when chosen.
 */
export function AppSidebar() {
  const { isMobile, setOpenMobile } = useSidebar()
  const { unreadCount } = useNotifications()
  const staff = useStaffRole({ afterPageReads: true }).role !== null
  const navLabelId = useId()
  const roomsLabelId = useId()
  const { countOf, total } = useNavRoomCounts()
  const rooms = useNavRooms()
  const closeDrawer = () => {
    if (isMobile) setOpenMobile(false)
  }

  return (
    <Sidebar>
      <SidebarHeader>
        <Link
          to={paths.dashboard}
          onClick={closeDrawer}
          className="flex h-10 items-center gap-2 overflow-hidden rounded-md px-1 outline-hidden focus-visible:ring-2 focus-visible:ring-ring group-data-[collapsible=icon]:px-0"
        >
          <LogoMark />
          <span className="truncate text-lg font-bold tracking-tight">Nexus</span>
        </Link>
        <nav aria-label="Quick links" className="group-data-[collapsible=icon]:hidden">
          <ul className="flex items-center justify-around gap-1">
            {QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <QuickLink item={item} unreadCount={unreadCount} onNavigate={closeDrawer} />
              </li>
            ))}
          </ul>
        </nav>
      </SidebarHeader>

      <SidebarContent>
        <nav aria-label="Main navigation">
          <SidebarGroup aria-labelledby={navLabelId}>
            <SidebarGroupLabel id={navLabelId}>Navigation</SidebarGroupLabel>
            <SidebarMenu>
              {mainNav(staff).map((item) => {
                const unread = item.badge === 'unread' ? unreadCount : 0
                return (
                  <SidebarMenuItem key={item.to}>
                    <SidebarMenuButton
                      asChild
                      tooltip={withUnread(item.label, unread)}
                      className={cn(unread > 0 && 'pr-9')}
                    >
                      <NavLink
                        to={item.to}
                        end={item.to === paths.dashboard}
                        onClick={closeDrawer}
                        aria-label={unread > 0 ? withUnread(item.label, unread) : undefined}
                      >
                        <item.icon aria-hidden="true" />
                        <span className="truncate">{item.label}</span>
                        {unread > 0 ? (
                          <span
                            data-volatile
                            aria-hidden="true"
                            className="absolute top-1 left-5 hidden size-2 rounded-full bg-destructive group-data-[collapsible=icon]:block"
                          />
                        ) : null}
                      </NavLink>
                    </SidebarMenuButton>
                    {unread > 0 ? (
                      <SidebarMenuBadge
                        data-volatile
                        aria-hidden="true"
                        data-testid="nav-unread-badge"
                        className="bg-destructive text-destructive-foreground"
                      >
                        {unread}
                      </SidebarMenuBadge>
                    ) : null}
                  </SidebarMenuItem>
                )
              })}
            </SidebarMenu>
          </SidebarGroup>

          <SidebarGroup aria-labelledby={roomsLabelId}>
            <SidebarGroupLabel className="justify-between">
              <Link
                id={roomsLabelId}
                to={paths.rooms}
                onClick={closeDrawer}
                className="rounded-sm outline-hidden hover:text-sidebar-foreground hover:underline focus-visible:ring-2 focus-visible:ring-sidebar-ring"
              >
                Rooms
              </Link>
              {total !== null ? (
                <Badge variant="secondary" data-volatile data-testid="rooms-total-badge">
                  {total}
                </Badge>
              ) : null}
            </SidebarGroupLabel>
            <SidebarMenu>
              {rooms.map((room) => {
                const count = countOf(room)
                const label = room.locked ? `${room.title}: ${LOCKED_ROOM_LABEL}` : room.title
                return (
                  <SidebarMenuItem key={room.slug}>
                    <SidebarMenuButton
                      asChild
                      tooltip={count === null || room.locked ? label : `${room.title} (${count})`}
                      className="pr-11"
                    >
                      <NavLink
                        to={room.locked ? paths.pricing : paths.room(room.slug)}
                        onClick={closeDrawer}
                        data-locked={room.locked ? '' : undefined}
                      >
                        <room.icon aria-hidden="true" />
                        <span className="truncate">{room.title}</span>
                        {room.locked ? (
                          <>
                            <Lock aria-hidden="true" className="ml-auto size-3.5! opacity-70" />
                            <span className="sr-only">: {LOCKED_ROOM_LABEL}</span>
                          </>
                        ) : null}
                      </NavLink>
                    </SidebarMenuButton>
                    {count !== null && !room.locked ? (
                      <SidebarMenuBadge data-volatile className="text-sidebar-foreground/80">
                        {count}
                      </SidebarMenuBadge>
                    ) : null}
                  </SidebarMenuItem>
                )
              })}
            </SidebarMenu>
          </SidebarGroup>
        </nav>
      </SidebarContent>

      {/* Names the visitor: a build with a backend prerenders the frame with this left empty. */}
      <SidebarFooter data-identity>
        <UserMenu />
      </SidebarFooter>
    </Sidebar>
  )
}

/** One icon of the quick row: an icon link with an accessible name and a tooltip. */
function QuickLink({ item, unreadCount, onNavigate }: { item: NavItem; unreadCount: number; onNavigate: () => void }) {
  const unread = item.badge === 'unread' ? unreadCount : 0
  const name = withUnread(item.label, unread)
  return (
    <OnDemandTooltip content={name} side="bottom" delayDuration={0}>
      <NavLink
        to={item.to}
        aria-label={name}
        onClick={onNavigate}
        className="relative flex size-9 items-center justify-center rounded-md outline-hidden hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-sidebar-accent aria-[current=page]:text-sidebar-accent-foreground"
      >
        <item.icon aria-hidden="true" className="size-4" />
        {unread > 0 ? (
          <span
            data-volatile
            aria-hidden="true"
            className="absolute top-1.5 right-1.5 size-2 rounded-full bg-destructive"
          />
        ) : null}
      </NavLink>
    </OnDemandTooltip>
  )
}
