import { Menu } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { onDemand, useOnDemandMenu } from '@/lib/on-demand'

const dropdown = onDemand(() => import('@/components/layout/shell/mobile-menu-dropdown'))

/**
 * The floating menu button of small screens: fixed at the top right, it opens a dropdown with
 * Navigation, Rooms and Account sections (see `MobileMenuDropdown`). The menu's code loads when
 * it is first opened (its download starts on touch, hover or focus), so no page loads it up
 * front; until then the button is a plain one that says it opens a menu.
 */
export function MobileMenu() {
  const { module, triggerProps, focusFirstItem } = useOnDemandMenu(dropdown)
  const button = (
    <Button
      variant="outline"
      size="icon"
      aria-label="Open menu"
      data-testid="mobile-menu-button"
      className="fixed top-3 right-3 z-40 rounded-full! shadow-md!"
      {...triggerProps}
    >
      <Menu aria-hidden="true" />
    </Button>
  )
  return module ? <module.MobileMenuDropdown trigger={button} defaultOpen focusFirstItem={focusFirstItem} /> : button
}
