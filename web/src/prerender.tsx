import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { routes } from '@/app/router'
import { ROOMS_NAV } from '@/components/layout/shell/rooms-nav'
import { paths } from '@/config/paths'
import { LandingScreen } from '@/features/marketing/landing-screen'

/**
 * Build-time render of the landing page to static HTML. `/` and `/landing` are
 * served as this markup with the app's CSS and no JavaScript (see docs/decisions/0003), while
 * the same component renders inside the router on client-side navigation.
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <LandingScreen />
    </StrictMode>,
  )
}

const notPrerendered = new Set<string>([
  paths.home, // landing.html, with no JavaScript at all
  paths.landing,
  paths.resetPassword, // reads the recovery token from the address
  paths.meetingRoom, // asks for the camera and microphone as it opens
  paths.room('inner-room'), // opening it counts a visit against the room's capacity
])

/**
 * The paths a guest build writes as prerendered HTML: every static path of the route table but
 * those above, and every room the sidebar links to.
 */
export const prerenderPaths: readonly string[] = [
  ...Object.values(paths).flatMap((path) =>
    typeof path === 'string' ? [path] : typeof path === 'object' ? Object.values(path) : [],
  ),
  ...ROOMS_NAV.map((room) => paths.room(room.slug)),
].filter((path) => !notPrerendered.has(path))

/**
 * Build-time render of one app route (`path`, e.g. `/dashboard`) as a first-time guest sees it:
 * the route table's page inside its layouts, on seeded state. The client hydrates this markup.
 * @throws Error when the route redirects or answers with an error instead of a page
 */
export async function renderRoute(path: string): Promise<string> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, 'http://prerender.nexus')))
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`)
  if (context.errors) throw new Error(`prerender: ${path} failed: ${JSON.stringify(context.errors)}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  )
}
