import { createBrowserRouter, type RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { Component as Root } from '@/app/routes/root'

const s = paths.settings
const page = (path: string, load: RouteObject['lazy']): RouteObject => ({ path, lazy: load })

/**
 * The route table of Nexus. Every route is lazy-loaded from a thin
 * module in `app/routes/` that exports `Component`. Guarded routes pass through the route
 * guard; all but /meeting-room sit in the sidebar shell.
 */
export const routes: RouteObject[] = [
  {
    Component: Root,
    children: [
      page(paths.home, () => import('@/app/routes/landing')),
      page(paths.landing, () => import('@/app/routes/landing')),
      page(paths.auth, () => import('@/app/routes/auth')),
      page(paths.forgotPassword, () => import('@/app/routes/forgot-password')),
      page(paths.resetPassword, () => import('@/app/routes/reset-password')),
      page(paths.pricing, () => import('@/app/routes/pricing')),
      page(paths.about, () => import('@/app/routes/about')),
      page(paths.learnMore, () => import('@/app/routes/learn-more')),
      page(paths.contact, () => import('@/app/routes/contact')),
      page(paths.terms, () => import('@/app/routes/terms')),
      page(paths.privacy, () => import('@/app/routes/privacy')),
      page(paths.bookSession, () => import('@/app/routes/book-session')),
      page(paths.communityGuidelines, () => import('@/app/routes/community-guidelines')),
      {
        lazy: () => import('@/app/routes/guarded'),
        children: [
          page(paths.meetingRoom, () => import('@/app/routes/meeting-room')),
          {
            lazy: () => import('@/app/routes/app-layout'),
            children: [
              page(paths.dashboard, () => import('@/app/routes/dashboard')),
              page(paths.profile, () => import('@/app/routes/profile')),
              page(paths.friends, () => import('@/app/routes/friends')),
              page('/friends/:friendId', () => import('@/app/routes/friend-chat')),
              page('/chat/:friendId', () => import('@/app/routes/friend-chat')),
              page(paths.calendar, () => import('@/app/routes/calendar')),
              page(paths.journals, () => import('@/app/routes/journals')),
              page(paths.resources, () => import('@/app/routes/resources')),
              page(paths.rooms, () => import('@/app/routes/rooms')),
              page('/rooms/:roomId', () => import('@/app/routes/room')),
              page(paths.notifications, () => import('@/app/routes/notifications')),
              page(paths.aiAssistant, () => import('@/app/routes/ai-assistant')),
              {
                path: s.root,
                lazy: () => import('@/app/routes/settings/layout'),
                children: [
                  { index: true, lazy: () => import('@/app/routes/settings') },
                  page(s.profile, () => import('@/app/routes/settings/profile')),
                  page(s.account, () => import('@/app/routes/settings/account')),
                  page(s.notifications, () => import('@/app/routes/settings/notifications')),
                  page(s.privacy, () => import('@/app/routes/settings/privacy')),
                  page(s.themes, () => import('@/app/routes/settings/themes')),
                  page(s.username, () => import('@/app/routes/settings/username')),
                  page(s.email, () => import('@/app/routes/settings/email')),
                  page(s.rooms, () => import('@/app/routes/settings/rooms')),
                  page(s.journals, () => import('@/app/routes/settings/journals')),
                  page(s.ai, () => import('@/app/routes/settings/ai')),
                  page(s.billing, () => import('@/app/routes/settings/billing')),
                  page(s.support, () => import('@/app/routes/settings/support')),
                ],
              },
            ],
          },
        ],
      },
      page('*', () => import('@/app/routes/not-found')),
    ],
  },
]

/** Creates the browser router over {@link routes}. */
export function createAppRouter() {
  return createBrowserRouter(routes)
}
