import { ChevronsUpDown } from 'lucide-react'
import { useAuth } from '@/lib/auth/auth-provider'
import { onDemand, useOnDemandMenu } from '@/lib/on-demand'
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '@/components/layout/shell/sidebar'

const dropdown = onDemand(() => import('@/components/layout/shell/user-menu-dropdown'))

/** The name shown for the current visitor: the member's e-mail, or 'Guest'. */
export function useDisplayIdentity(): string {
  const { user } = useAuth()
  return user.isGuest || !user.email ? 'Guest' : user.email
}

/**
 * The sidebar footer's user menu: shows the e-mail (or 'Guest') and opens a menu
 * with Home, Profile, Settings, Notifications and 'Log out'. The menu's code loads when it is
 * first opened (its download starts on hover or focus), so no page loads it up front; until
 * then the button is a plain one that says it opens a menu.
 */
export function UserMenu() {
  const identity = useDisplayIdentity()
  const { module, triggerProps, focusFirstItem } = useOnDemandMenu(dropdown)
  const button = (
    <SidebarMenuButton size="lg" tooltip={identity} aria-label={`Account menu: ${identity}`} {...triggerProps}>
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-semibold text-primary-foreground uppercase"
      >
        {identity.charAt(0)}
      </span>
      <span className="min-w-0 flex-1 truncate text-left text-sm font-medium">{identity}</span>
      <ChevronsUpDown aria-hidden="true" className="ml-auto" />
    </SidebarMenuButton>
  )
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        {module ? (
          <module.UserMenuDropdown identity={identity} trigger={button} defaultOpen focusFirstItem={focusFirstItem} />
        ) : (
          button
        )}
      </SidebarMenuItem>
    </SidebarMenu>
  )
}
