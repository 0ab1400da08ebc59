import { NavLink, Outlet } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { Separator } from '@/components/ui/separator'
import { SETTINGS_NAV } from '@/features/settings/settings-nav'
import { cn } from '@/lib/utils'

/**
 * The settings shell (shadcn-admin style): a 'Settings' label, a nav list of the hub and its
 * sub-pages (a scrolling row on small screens, a column beside the page on large
 * ones) and the outlet for the current sub-page.
 */
export function SettingsLayout() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-8">
      <div data-frame className="space-y-0.5">
        {/* Each sub-page owns the page's one h1; the shell's title is a label, not a heading. */}
        <p className="text-2xl font-bold tracking-tight md:text-3xl">Settings</p>
        <p className="text-muted-foreground">Manage your account, profile and preferences.</p>
      </div>
      <Separator data-frame className="my-4 lg:my-6" />
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
        <nav
          data-frame
          aria-label="Settings"
          className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:w-52 lg:shrink-0 lg:overflow-visible lg:px-0"
        >
          <ul className="flex gap-1 lg:flex-col">
            {SETTINGS_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end ?? false}
                  className={cn(
                    buttonVariants({ variant: 'ghost' }),
                    'w-full justify-start! aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground aria-[current=page]:font-semibold',
                  )}
                >
                  <item.icon aria-hidden="true" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  )
}
