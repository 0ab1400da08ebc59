import type { ReactElement } from 'react'
import { LogOut } from 'lucide-react'
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
import { useSidebar } from '@/components/layout/shell/sidebar'
import { useFirstItemFocus } from '@/components/ui/dropdown-menu'

/**
 * The user menu itself (Radix DropdownMenu), loaded when it is first opened: Home, Profile,
 * Settings, Notifications and 'Log out' under the visitor's `identity`. `trigger` is the sidebar
 * button that opens it; `defaultOpen` opens it as it mounts (the click that loaded it), and
 * `focusFirstItem` then puts the focus on its first item, as a menu opened from the keyboard does.
 */
export function UserMenuDropdown({
  identity,
  trigger,
  defaultOpen,
  focusFirstItem,
}: {
  identity: string
  trigger: ReactElement
  defaultOpen: boolean
  focusFirstItem: boolean
}) {
  const focusFirst = useFirstItemFocus(focusFirstItem)
  const { signOut } = useAuth()
  const { isMobile, setOpenMobile } = useSidebar()
  const closeDrawer = () => {
    if (isMobile) setOpenMobile(false)
  }
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent onFocus={focusFirst} side={isMobile ? 'top' : 'right'} align="end" className="w-56">
        <DropdownMenuLabel className="truncate font-normal! text-muted-foreground">{identity}</DropdownMenuLabel>
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
  )
}
