import { matchRoutes, useRoutes, type RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { Component as Root } from '@/app/routes/root'
import { hasRouteModule, RouteModuleElement } from '@/app/route-modules'

const s = paths.settings

/** What a route keeps in `handle`: its module's path from the app root, e.g. `src/app/routes/rooms.tsx`. */
export interface RouteHandle {
  module: string
}

/**
 * A route rendering `app/routes/<name>.tsx`, loaded when the route first renders. Its
 * `handle.module` names that file, so the first render and the prerender can load or list the
 * chunks a page needs (Vite's manifest is keyed by these paths).
 * @throws Error at start-up when no such module exists
 */
function lazyRoute(name: string): Pick<RouteObject, 'element' | 'handle'> {
  if (!hasRouteModule(name)) throw new Error(`router: no route module app/routes/${name}.tsx`)
  return {
    element: <RouteModuleElement name={name} />,
    handle: { module: `src/app/routes/${name}.tsx` } satisfies RouteHandle,
  }
}

const page = (path: string, name: string): RouteObject => ({ path, ...lazyRoute(name) })

/**
 * The route table of Nexus, for react-router's declarative API (`useRoutes`). Every route is
 * lazy-loaded from a thin module in `app/routes/` that exports `Component`. Guarded routes pass through the route
 * guard; all but /meeting-room sit in the sidebar shell.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
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
          {
            // Moderators and administrators only: anyone else gets the not-found page, outside the shell.
            ...lazyRoute('moderation-gate'),
            children: [{ ...lazyRoute('app-layout'), children: [page(paths.moderation, 'moderation')] }],
          },
        ],
      },
      page('*', 'not-found'),
    ],
  },
]

/**
 * The module names (`dashboard`, `settings/ai`) of the routes `pathname` matches, outermost first:
 * what its first render needs loaded.
 */
export function routeModuleNames(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const handle = route.handle as RouteHandle | undefined
    return handle ? [handle.module.replace(/^src\/app\/routes\/|\.tsx$/g, '')] : []
  })
}

/** The app's routes, rendered by whichever router is above (the browser's, or a static one in the prerender). */
export function AppRoutes() {
  return useRoutes(routes)
}
