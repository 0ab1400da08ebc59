import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { Separator } from '@/components/ui/separator'
import { AppSidebar } from '@/components/layout/shell/app-sidebar'
import { MobileMenu } from '@/components/layout/shell/mobile-menu'
import { SidebarInset, SidebarProvider, SidebarTrigger, useSidebar } from '@/components/layout/shell/sidebar'
import { ThemeToggle } from '@/lib/theme/theme-toggle'

/**
 * The navigation shell around the member pages: skip link, side navigation
 * (drawer plus floating menu under 768 px), a top bar with the sidebar trigger and theme
 * toggle, and the `<main id="main">` landmark holding the page: `children`, or the matched
 * child route when none are given.
 */
export function AppShell({ children }: { children?: ReactNode } = {}) {
  return (
    <SidebarProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground focus:shadow-lg"
      >
        Skip to content
      </a>
      <AppSidebar />
      <SidebarInset>
        <header
          data-frame
          className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur"
        >
          <SidebarTrigger className="-ml-1" />
          <Separator orientation="vertical" className="mr-1 h-4!" />
          <ThemeToggle data-volatile size="icon-sm" />
        </header>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children ?? <Outlet />}
        </main>
      </SidebarInset>
      <MobileOnlyMenu />
    </SidebarProvider>
  )
}

function MobileOnlyMenu() {
  const { isMobile } = useSidebar()
  return isMobile ? <MobileMenu /> : null
}
