import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { AppRoutes, routeModuleNames } from '@/app/router'
import { preloadRouteModules } from '@/app/route-modules'
import { ROOMS_NAV } from '@/components/layout/shell/rooms-nav'
import { SAMPLE_FRIENDS } from '@/features/friends/friends-data'
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
  paths.moderation, // moderators only: a guest's copy would be the not-found page
  paths.room('inner-room'), // opening it counts a visit against the room's capacity
])

/**
 * Pages whose first render depends on the moment of the visit (a sample friend's greeting is
 * sent as the chat opens): prerendered for their frame only, which a visit shows while the app
 * renders the page afresh (never hydrated; decision 0010).
 */
export const frameOnlyPaths: readonly string[] = SAMPLE_FRIENDS.map((friend) => `/friends/${friend.id}`)

/**
 * In a build with a backend, the frame every member's chat with a friend shows
 * (`/friends/{id}`, `/chat/{id}`: the sidebar and the top bar), rendered from a friend nobody has;
 * `npm start` serves it for any such address without a page of its own.
 */
export const chatFramePath = '/friends/_chat'

/**
 * The paths a guest build writes as prerendered HTML: every static path of the route table but
 * those above, every room the sidebar links to, and the sample friends' chats (frame only).
 */
export const prerenderPaths: readonly string[] = [
  ...Object.values(paths).flatMap((path) =>
    typeof path === 'string' ? [path] : typeof path === 'object' ? Object.values(path) : [],
  ),
  ...ROOMS_NAV.map((room) => paths.room(room.slug)),
  ...frameOnlyPaths,
].filter((path) => !notPrerendered.has(path))

/**
 * In a build with a backend, the member data modules (Vite manifest keys) a signed-in member's first
 * render of `path` loads on demand: the shell's (the notifications, for the badge), the friends',
 * chats', privacy's and profile's on the pages that show them, and the page's own source (the
 * rooms source on the rooms pages; elsewhere the shell's room counts wait for the page's reads).
 * The prerender preloads them with the page, so they do not wait for the member's account to load first.
 */
export function memberDataModules(path: string): string[] {
  const members = 'src/app/member-sources.ts'
  const settings = 'src/features/settings/data/supabase-member-settings-source.ts'
  const byRoute: Record<string, string[]> = {
    rooms: ['src/features/rooms/data/supabase-rooms-source.ts'],
    room: ['src/features/rooms/data/supabase-rooms-source.ts'],
    friends: [members],
    'friend-chat': [members],
    profile: [members],
    'settings/profile': [members],
    'settings/privacy': [members],
    'settings/rooms': [members],
    journals: ['src/features/journal/data/supabase-journal-source.ts'],
    calendar: ['src/features/schedule/data/supabase-schedule-source.ts'],
    resources: ['src/features/resources/data/supabase-resources-source.ts'],
    'book-session': ['src/features/booking/data/supabase-booking-source.ts'],
  }
  const names = routeModuleNames(path)
  return [
    'src/lib/notifications/supabase-notifications-source.ts',
    ...names.flatMap((name) => byRoute[name] ?? []),
    ...(names.includes('settings/layout') ? [settings] : []),
  ]
}

/**
 * In a build without a backend, the guest data modules (Vite manifest keys) that the first render
 * of `path` loads before it shows the page (its route module's `prepareGuest`): the sample and
 * saved posts on a room's page, events on the schedule, the booking on the schedule and the
 * booking page, entries on the journal and its settings, resources on theirs. The prerender
 * preloads them with the page.
 */
export function guestDataModules(path: string): string[] {
  const booking = 'src/features/booking/data/local-booking-source.ts'
  const journal = 'src/features/journal/data/local-journal-source.ts'
  const byRoute: Record<string, string[]> = {
    room: ['src/features/rooms/data/local-rooms-source.ts'],
    calendar: ['src/features/schedule/data/local-schedule-source.ts', booking],
    'book-session': [booking],
    journals: [journal],
    'settings/journals': [journal],
    resources: ['src/features/resources/data/local-resources-source.ts'],
  }
  return routeModuleNames(path).flatMap((name) => byRoute[name] ?? [])
}

/** A page rendered at build time: its markup and the route modules it matched (`src/app/routes/….tsx`). */
export interface RenderedRoute {
  html: string
  modules: string[]
}

/**
 * Build-time render of one app route (`path`, e.g. `/dashboard`) as a first-time guest sees it:
 * the route table's page inside its layouts, on seeded state. The client hydrates this markup.
 * @throws Error when a route module of the page fails to load, or the page fails to render
 */
export async function renderRoute(path: string): Promise<RenderedRoute> {
  const names = routeModuleNames(path)
  await preloadRouteModules(names)
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  )
  return { html, modules: names.map((name) => `src/app/routes/${name}.tsx`) }
}

/** The part of a Vite build manifest (`.vite/manifest.json`) that {@link routeChunks} reads. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>

/**
 * The script files (`/assets/….js`, in load order, each once) that the manifest `keys` need (route
 * module paths such as `src/app/routes/rooms.tsx`, or `index.html` for the entry): each key's chunk
 * after, transitively, the chunks it imports statically. Dynamic imports (dialogs opened later) are
 * left out.
 * @throws Error when a key or an import is missing from the manifest (a stale build)
 */
export function routeChunks(manifest: BuildManifest, keys: readonly string[]): string[] {
  const files: string[] = []
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`)
    for (const imported of chunk.imports ?? []) visit(imported)
    files.push(`/${chunk.file}`)
  }
  keys.forEach(visit)
  return files
}
