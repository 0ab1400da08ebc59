import { matchRoutes, type RouteObject } from 'react-router'
import { routeModuleNames, routes } from '@/app/router'
import { loadRouteModule } from '@/app/route-modules'

const root = routes[0]!
const guarded = root.children!.find((r) => !r.path && !r.index && r.children)!
const shell = guarded.children!.find((r) => !r.path && r.children)!

/** The deepest route matched by `path`. */
function leaf(path: string): RouteObject | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route
}

const publicPaths = [
  '/',
  '/landing',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/pricing',
  '/about',
  '/learn-more',
  '/contact',
  '/book-session',
  '/community-guidelines',
]

const shellPaths = [
  '/dashboard',
  '/profile',
  '/friends',
  '/friends/friend-1',
  '/chat/friend-1',
  '/calendar',
  '/journals',
  '/resources',
  '/rooms',
  '/rooms/intros',
  '/rooms/inner-room',
  '/notifications',
  '/ai-assistant',
  '/settings',
  ...[
    'profile',
    'account',
    'notifications',
    'privacy',
    'themes',
    'username',
    'email',
    'rooms',
    'journals',
    'ai',
    'billing',
    'support',
  ].map((p) => `/settings/${p}`),
]

describe('route table', () => {
  it.each(publicPaths)('public %s resolves outside the guard', (path) => {
    const matches = matchRoutes(routes, path)!
    expect(leaf(path)?.path).not.toBe('*')
    expect(matches.map((m) => m.route)).not.toContain(guarded)
  })

  it.each(shellPaths)('guarded %s resolves inside the guard and the sidebar shell', (path) => {
    const matched = matchRoutes(routes, path)!.map((m) => m.route)
    expect(leaf(path)?.path).not.toBe('*')
    expect(matched).toContain(guarded)
    expect(matched).toContain(shell)
  })

  it('/meeting-room is guarded but outside the sidebar shell', () => {
    const matched = matchRoutes(routes, '/meeting-room')!.map((m) => m.route)
    expect(leaf('/meeting-room')?.path).toBe('/meeting-room')
    expect(matched).toContain(guarded)
    expect(matched).not.toContain(shell)
  })

  it('/moderation passes the moderators-only gate, then the sidebar shell', () => {
    const matched = matchRoutes(routes, '/moderation')!.map((m) => m.route)
    expect(leaf('/moderation')?.path).toBe('/moderation')
    expect(matched).toContain(guarded)
    expect(routeModuleNames('/moderation')).toEqual(['guarded', 'moderation-gate', 'app-layout', 'moderation'])
  })

  it('/settings renders the settings index inside the settings layout', () => {
    const matched = matchRoutes(routes, '/settings')!.map((m) => m.route)
    expect(matched.at(-2)?.path).toBe('/settings')
    expect(matched.at(-1)?.index).toBe(true)
  })

  it.each(['/nope', '/404', '/dashboard/extra', '/friends/a/b', '/settings/unknown', '/rooms/a/b'])(
    'unknown %s hits the * route',
    (path) => {
      expect(leaf(path)?.path).toBe('*')
    },
  )
})

describe('route modules', () => {
  const moduleRoutes = (list: RouteObject[]): RouteObject[] =>
    list.flatMap((route) => [...(route.handle ? [route] : []), ...moduleRoutes(route.children ?? [])])

  it('every route module named in handle.module exports its Component, and loads as that module', async () => {
    const all = moduleRoutes(routes)
    expect(all.length).toBeGreaterThan(30)
    for (const route of all) {
      const module = (route.handle as { module: string }).module
      expect(module).toMatch(/^src\/app\/routes\/.+\.tsx$/)
      const loaded = await loadRouteModule(module.replace(/^src\/app\/routes\/|\.tsx$/g, ''))
      const direct = (await import(/* @vite-ignore */ `/${module}`)) as { Component?: unknown }
      expect(loaded.Component, module).toBeTypeOf('function')
      expect(loaded.Component, module).toBe(direct.Component)
    }
    // It transforms and imports every route module of the app: slow on a busy machine.
  }, 60_000)

  it.each([
    ['/dashboard', ['guarded', 'app-layout', 'dashboard']],
    ['/settings', ['guarded', 'app-layout', 'settings/layout', 'settings/index']],
    ['/settings/ai', ['guarded', 'app-layout', 'settings/layout', 'settings/ai']],
    ['/meeting-room', ['guarded', 'meeting-room']],
    ['/pricing', ['pricing']],
    ['/nope', ['not-found']],
  ])('%s needs the route modules %j, outermost first', (path, names) => {
    expect(routeModuleNames(path)).toEqual(names)
  })
})
