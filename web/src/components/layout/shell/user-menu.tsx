import { ChevronsUpDown, LogOut } from 'lucide-react'
import { Link } from 'react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { useAuth } from '@/lib/auth/auth-provider'
import { USER_MENU_LINKS } from '@/components/layout/shell/nav-items'
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem, useSidebar } from '@/components/layout/shell/sidebar'

/** The name shown for the current visitor: the member's e-mail, or 'Guest'. */
export function useDisplayIdentity(): string {
  const { user } = useAuth()
  return user.isGuest || !user.email ? 'Guest' : user.email
}

/**
 * The sidebar footer's user menu: shows the e-mail (or 'Guest') and opens a menu
 * with Home, Profile, Settings, Notifications and 'Log out'.
 */
export function UserMenu() {
  const { signOut } = useAuth()
  const { isMobile, setOpenMobile } = useSidebar()
  const identity = useDisplayIdentity()
  const closeDrawer = () => {
    if (isMobile) setOpenMobile(false)
  }

  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton size="lg" tooltip={identity} aria-label={`Account menu: ${identity}`}>
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-semibold text-primary-foreground uppercase"
              >
                {identity.charAt(0)}
              </span>
              <span className="min-w-0 flex-1 truncate text-left text-sm font-medium">{identity}</span>
              <ChevronsUpDown aria-hidden="true" className="ml-auto" />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent side={isMobile ? 'top' : 'right'} align="end" className="w-56">
            <DropdownMenuLabel className="truncate font-normal text-muted-foreground">{identity}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {USER_MENU_LINKS.map((link) => (
              <DropdownMenuItem key={link.to} asChild>
                <Link to={link.to} onClick={closeDrawer}>
                  <link.icon aria-hidden="true" />
                  {link.label}
                </Link>
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => {
                closeDrawer()
                void signOut()
              }}
            >
              <LogOut aria-hidden="true" />
              Log out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  )
}
