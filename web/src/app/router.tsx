import { createBrowserRouter, type RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { Component as Root } from '@/app/routes/root'

const s = paths.settings

/** The route modules, each loaded when its route first matches (one chunk per module). */
const routeModules = import.meta.glob<RouteModule>([
  './routes/**/*.tsx',
  '!./routes/**/*.test.tsx',
  '!./routes/root.tsx', // the root route is part of the first load
])
type RouteModule = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>

/** What a route keeps in `handle`: its module's path from the app root, e.g. `src/app/routes/rooms.tsx`. */
export interface RouteHandle {
  module: string
}

/**
 * A lazy route over `app/routes/<name>.tsx`. Its `handle.module` names that file, so the
 * prerender can list the chunks a page needs (Vite's manifest is keyed by these paths).
 * @throws Error at start-up when no such module exists
 */
function lazyRoute(name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = routeModules[`./routes/${name}.tsx`]
  if (!load) throw new Error(`router: no route module app/routes/${name}.tsx`)
  return { lazy: load, handle: { module: `src/app/routes/${name}.tsx` } satisfies RouteHandle }
}

const page = (path: string, name: string): RouteObject => ({ path, ...lazyRoute(name) })

/**
 * The route table of Nexus. Every route is lazy-loaded from a thin
 * module in `app/routes/` that exports `Component`. Guarded routes pass through the route
 * guard; all but /meeting-room sit in the sidebar shell.
 */
export const routes: RouteObject[] = [
  {
    Component: Root,
    children: [
      page(paths.home, 'landing'),
      page(paths.landing, 'landing'),
      page(paths.auth, 'auth'),
      page(paths.forgotPassword, 'forgot-password'),
      page(paths.resetPassword, 'reset-password'),
      page(paths.pricing, 'pricing'),
      page(paths.about, 'about'),
      page(paths.learnMore, 'learn-more'),
      page(paths.contact, 'contact'),
      page(paths.terms, 'terms'),
      page(paths.privacy, 'privacy'),
      page(paths.bookSession, 'book-session'),
      page(paths.communityGuidelines, 'community-guidelines'),
      {
        ...lazyRoute('guarded'),
        children: [
          page(paths.meetingRoom, 'meeting-room'),
          {
            ...lazyRoute('app-layout'),
            children: [
              page(paths.dashboard, 'dashboard'),
              page(paths.profile, 'profile'),
              page(paths.friends, 'friends'),
              page('/friends/:friendId', 'friend-chat'),
              page('/chat/:friendId', 'friend-chat'),
              page(paths.calendar, 'calendar'),
              page(paths.journals, 'journals'),
              page(paths.resources, 'resources'),
              page(paths.rooms, 'rooms'),
              page('/rooms/:roomId', 'room'),
              page(paths.notifications, 'notifications'),
              page(paths.aiAssistant, 'ai-assistant'),
              {
                path: s.root,
                ...lazyRoute('settings/layout'),
                children: [
                  { index: true, ...lazyRoute('settings/index') },
                  page(s.profile, 'settings/profile'),
                  page(s.account, 'settings/account'),
                  page(s.notifications, 'settings/notifications'),
                  page(s.privacy, 'settings/privacy'),
                  page(s.themes, 'settings/themes'),
                  page(s.username, 'settings/username'),
                  page(s.email, 'settings/email'),
                  page(s.rooms, 'settings/rooms'),
                  page(s.journals, 'settings/journals'),
                  page(s.ai, 'settings/ai'),
                  page(s.billing, 'settings/billing'),
                  page(s.support, 'settings/support'),
                ],
              },
            ],
          },
        ],
      },
      page('*', 'not-found'),
    ],
  },
]

/** Creates the browser router over {@link routes}. */
export function createAppRouter() {
  return createBrowserRouter(routes)
}
