import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react'
import { PanelLeft } from 'lucide-react'
import { Slot } from 'radix-ui'
import { Button } from '@/components/ui/button'
import { OnDemandTooltip } from '@/components/ui/on-demand-tooltip'
import { useIsMobile } from '@/hooks/use-mobile'
import { initialSidebarOpen, serializeSidebarCookie } from '@/components/layout/shell/sidebar-cookie'
import { cn } from '@/lib/utils'

const SidebarSheet = lazy(async () => ({
  default: (await import('@/components/layout/shell/sidebar-sheet')).SidebarSheet,
}))

/** Sidebar widths */
export const SIDEBAR_WIDTH = '16rem'
/** Width of the mobile drawer. */
export const SIDEBAR_WIDTH_MOBILE = '18rem'
/** Width when collapsed to icons. */
export const SIDEBAR_WIDTH_ICON = '3rem'
/** The toggle shortcut's key, with Meta or Control. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b'

/** What {@link useSidebar} returns. */
export interface SidebarContextValue {
  /** 'expanded' or 'collapsed' (desktop). */
  state: 'expanded' | 'collapsed'
  open: boolean
  setOpen: (open: boolean) => void
  /** Whether the mobile drawer is open. */
  openMobile: boolean
  setOpenMobile: (open: boolean) => void
  isMobile: boolean
  /** Collapses/expands on desktop; opens/closes the drawer on mobile. */
  toggleSidebar: () => void
}

const SidebarContext = createContext<SidebarContextValue | null>(null)

/** The sidebar's state. Throws outside a {@link SidebarProvider}. */
export function useSidebar(): SidebarContextValue {
  const context = use(SidebarContext)
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider')
  return context
}

/**
 * Owns the sidebar state (modelled on shadcn/ui's Sidebar;): expanded by
 * default or as the `sidebar:state` cookie says; every change is written back to the cookie;
 * Cmd/Ctrl+B toggles it. Sets the width variables (its icons' tooltips show with no delay).
 */
export function SidebarProvider({
  defaultOpen = true,
  className,
  style,
  children,
  ...props
}: ComponentProps<'div'> & { defaultOpen?: boolean }) {
  const isMobile = useIsMobile()
  const [openMobile, setOpenMobile] = useState(false)
  const [open, setOpenState] = useState(() =>
    initialSidebarOpen(typeof document === 'undefined' ? '' : document.cookie, defaultOpen),
  )

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value)
    document.cookie = serializeSidebarCookie(value)
  }, [])

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((o) => !o)
    else setOpen(!open)
  }, [isMobile, open, setOpen])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault()
        toggleSidebar()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggleSidebar])

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  )

  return (
    <SidebarContext value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={
          { '--sidebar-width': SIDEBAR_WIDTH, '--sidebar-width-icon': SIDEBAR_WIDTH_ICON, ...style } as CSSProperties
        }
        className={cn('group/sidebar-wrapper flex min-h-svh w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext>
  )
}

/**
 * The sidebar itself: a fixed left panel on desktop (16rem, or 3rem collapsed to icons) and an
 * off-canvas drawer from the left under 768 px (18rem). `label` names its landmark/dialog.
 */
export function Sidebar({
  label = 'Sidebar',
  className,
  children,
}: {
  label?: string
  className?: string
  children: ReactNode
}) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar()

  // The drawer's code (Radix Dialog) loads when it first opens, and it stays mounted after.
  const [drawerWanted, setDrawerWanted] = useState(false)
  if (isMobile && openMobile && !drawerWanted) setDrawerWanted(true)
  if (isMobile) {
    return drawerWanted ? (
      <Suspense fallback={null}>
        <SidebarSheet label={label} open={openMobile} onOpenChange={setOpenMobile}>
          {children}
        </SidebarSheet>
      </Suspense>
    ) : null
  }

  return (
    <div
      // Hidden under 768 px by CSS as well, so a prerendered page shows no desktop sidebar on a phone.
      className="group peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      data-slot="sidebar"
    >
      <div
        // The room the fixed sidebar takes beside the page: part of a stale page's frame (decision 0010).
        data-frame
        data-slot="sidebar-gap"
        className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none"
      />
      <aside
        data-frame
        aria-label={label}
        data-slot="sidebar-container"
        className={cn(
          'fixed inset-y-0 left-0 z-10 flex h-svh w-(--sidebar-width) flex-col border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none',
          className,
        )}
      >
        {children}
      </aside>
    </div>
  )
}

/** The button that collapses/expands the sidebar (or opens the drawer on mobile). */
export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, open, openMobile, isMobile } = useSidebar()
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon-sm"
      className={className}
      aria-label={isMobile ? 'Open sidebar' : 'Toggle sidebar'}
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      title="Toggle sidebar (Ctrl+B)"
      onClick={(event) => {
        onClick?.(event)
        toggleSidebar()
      }}
      {...props}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  )
}

/** The page area beside the sidebar. */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-inset"
      className={cn('relative flex min-w-0 flex-1 flex-col bg-background', className)}
      {...props}
    />
  )
}

/** The top of the sidebar (logo, quick links). */
export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-header" className={cn('flex flex-col gap-2 p-2', className)} {...props} />
}

/** The bottom of the sidebar (user menu). */
export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-footer"
      className={cn('flex flex-col gap-2 border-t border-sidebar-border p-2', className)}
      {...props}
    />
  )
}

/** The scrolling middle of the sidebar. */
export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-x-hidden',
        className,
      )}
      {...props}
    />
  )
}

/** A section of the sidebar (role group, named by `labelledBy`). */
export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group"
      role="group"
      className={cn('relative flex w-full min-w-0 flex-col p-2', className)}
      {...props}
    />
  )
}

/** A section heading; hidden while collapsed (still naming its group for screen readers). */
export function SidebarGroupLabel({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group-label"
      className={cn(
        'flex h-8 shrink-0 items-center gap-2 rounded-md px-2 text-xs font-medium text-sidebar-foreground/80 group-data-[collapsible=icon]:hidden',
        className,
      )}
      {...props}
    />
  )
}

/** A list of sidebar items. */
export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-slot="sidebar-menu" className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />
}

/** One list item of a {@link SidebarMenu}. */
export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-item" className={cn('group/menu-item relative', className)} {...props} />
}

/**
 * A sidebar row: icon + label, highlighted when `aria-current="page"`. With `asChild` it styles
 * its child (a router link). `tooltip` is shown beside it while collapsed to icons.
 */
export function SidebarMenuButton({
  asChild = false,
  tooltip,
  size = 'default',
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; tooltip?: ReactNode; size?: 'default' | 'lg' }) {
  const { state, isMobile } = useSidebar()
  const Comp = asChild ? Slot.Root : 'button'
  const button = (
    <Comp
      data-slot="sidebar-menu-button"
      data-size={size}
      className={cn(
        'peer/menu-button relative flex w-full items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm outline-hidden transition-[width,height,padding] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-semibold aria-[current=page]:text-sidebar-accent-foreground data-[state=open]:bg-sidebar-accent group-data-[collapsible=icon]:size-8! [&>svg]:size-4 [&>svg]:shrink-0',
        size === 'lg' ? 'h-12 group-data-[collapsible=icon]:p-0!' : 'group-data-[collapsible=icon]:p-2!',
        size === 'default' && 'h-8',
        className,
      )}
      {...props}
    />
  )
  // Only a collapsed desktop sidebar shows tooltips, so only then is a tooltip mounted (its code
  // loads on the first hover or focus): an expanded sidebar's rows render as plain links, and
  // expanding unmounts any open tooltip.
  const enabled = Boolean(tooltip) && state === 'collapsed' && !isMobile
  if (!enabled) return button
  return (
    <OnDemandTooltip content={tooltip} side="right" align="center" delayDuration={0}>
      {button}
    </OnDemandTooltip>
  )
}

/** A count beside a sidebar row (hidden while collapsed). */
export function SidebarMenuBadge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="sidebar-menu-badge"
      className={cn(
        'pointer-events-none absolute top-1.5 right-1 flex h-5 min-w-5 items-center justify-center rounded-md px-1 text-xs font-medium tabular-nums select-none group-data-[collapsible=icon]:hidden',
        className,
      )}
      {...props}
    />
  )
}
