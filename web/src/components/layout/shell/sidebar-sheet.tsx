import { useRef, type CSSProperties, type ReactNode } from 'react'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import { SIDEBAR_WIDTH_MOBILE } from '@/components/layout/shell/sidebar'

/**
 * The sidebar as an off-canvas drawer from the left under 768 px (18rem, Radix Dialog), loaded
 * when it first opens. It starts on the current page's link and returns focus to what opened it.
 * `label` names the dialog.
 */
export function SidebarSheet({
  label,
  open,
  onOpenChange,
  children,
}: {
  label: string
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}) {
  const returnFocusTo = useRef<HTMLElement | null>(null)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        data-slot="sidebar"
        data-mobile="true"
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // Start on the current page's link (else the first link), not the footer's menu button.
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          const content = event.currentTarget as HTMLElement | null
          const target =
            content?.querySelector<HTMLElement>('a[aria-current="page"]') ??
            content?.querySelector<HTMLElement>('a[href]')
          if (target) {
            event.preventDefault()
            target.focus()
          }
        }}
        onCloseAutoFocus={(event) => {
          // Radix returns focus to a SheetTrigger; the drawer is opened by SidebarTrigger instead.
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
        className="w-(--sidebar-width)! gap-0! bg-sidebar! p-0 text-sidebar-foreground sm:max-w-none!"
        style={{ '--sidebar-width': SIDEBAR_WIDTH_MOBILE } as CSSProperties}
      >
        <SheetTitle className="sr-only">{label}</SheetTitle>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  )
}
