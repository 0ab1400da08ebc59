// @vitest-environment node
import { guestDataModules, memberDataModules, routeChunks, type BuildManifest } from './prerender'

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_app-1.js'] },
  '_app-1.js': { file: 'assets/app-1.js' },
  '_shell-1.js': { file: 'assets/shell-1.js', imports: ['_app-1.js'] },
  'src/app/routes/app-layout.tsx': { file: 'assets/app-layout-1.js', imports: ['_shell-1.js', '_app-1.js'] },
  'src/app/routes/dashboard.tsx': { file: 'assets/dashboard-1.js', imports: ['_shell-1.js', '_icon-1.js'] },
  '_icon-1.js': { file: 'assets/icon-1.js' },
}

describe('routeChunks', () => {
  it("lists each route module's chunk after the chunks it imports, each once", () => {
    expect(routeChunks(manifest, ['src/app/routes/app-layout.tsx', 'src/app/routes/dashboard.tsx'])).toEqual([
      '/assets/app-1.js',
      '/assets/shell-1.js',
      '/assets/app-layout-1.js',
      '/assets/icon-1.js',
      '/assets/dashboard-1.js',
    ])
  })

  it("starts from the entry's imports when asked for index.html", () => {
    expect(routeChunks(manifest, ['index.html', 'src/app/routes/dashboard.tsx'])).toEqual([
      '/assets/app-1.js',
      '/assets/index-1.js',
      '/assets/shell-1.js',
      '/assets/icon-1.js',
      '/assets/dashboard-1.js',
    ])
  })

  it('lists nothing for a page with no route modules', () => {
    expect(routeChunks(manifest, [])).toEqual([])
  })

  it('throws for a module the build does not have (a stale manifest)', () => {
    expect(() => routeChunks(manifest, ['src/app/routes/gone.tsx'])).toThrow(
      'prerender: src/app/routes/gone.tsx is not in the build manifest',
    )
  })
})

describe('memberDataModules', () => {
  it("names the shell's member modules on every page, and a page's own sources with it", () => {
    const shell = ['src/lib/notifications/supabase-notifications-source.ts']
    const members = 'src/app/member-sources.ts'
    const rooms = 'src/features/rooms/data/supabase-rooms-source.ts'
    expect(memberDataModules('/dashboard')).toEqual(shell)
    expect(memberDataModules('/rooms')).toEqual([...shell, rooms])
    expect(memberDataModules('/rooms/lounge')).toEqual([...shell, rooms])
    expect(memberDataModules('/friends')).toEqual([...shell, members])
    expect(memberDataModules('/friends/f1')).toEqual([...shell, members])
    expect(memberDataModules('/journals')).toEqual([...shell, 'src/features/journal/data/supabase-journal-source.ts'])
    expect(memberDataModules('/settings/privacy')).toEqual([
      ...shell,
      members,
      'src/features/settings/data/supabase-member-settings-source.ts',
    ])
    expect(memberDataModules('/settings/ai')).toEqual([
      ...shell,
      'src/features/settings/data/supabase-member-settings-source.ts',
    ])
  })

  it('names modules that exist (the manifest is keyed by these paths)', () => {
    const existing = Object.keys(
      import.meta.glob(['/src/app/*.ts', '/src/features/*/data/*.ts', '/src/lib/notifications/*.ts']),
    )
    const paths = ['/rooms/lounge', '/friends', '/journals', '/calendar', '/resources', '/book-session', '/settings/ai']
    for (const module of new Set(paths.flatMap(memberDataModules))) expect(existing).toContain(`/${module}`)
  })
})

describe('guestDataModules', () => {
  it("names the guest sources of the pages that show a guest's own data, and modules that exist", () => {
    const rooms = 'src/features/rooms/data/local-rooms-source.ts'
    const schedule = 'src/features/schedule/data/local-schedule-source.ts'
    const booking = 'src/features/booking/data/local-booking-source.ts'
    const journal = 'src/features/journal/data/local-journal-source.ts'
    const resources = 'src/features/resources/data/local-resources-source.ts'
    expect(guestDataModules('/rooms/lounge')).toEqual([rooms])
    expect(guestDataModules('/calendar')).toEqual([schedule, booking])
    expect(guestDataModules('/book-session')).toEqual([booking])
    expect(guestDataModules('/journals')).toEqual([journal])
    expect(guestDataModules('/settings/journals')).toEqual([journal])
    expect(guestDataModules('/resources')).toEqual([resources])
    expect(guestDataModules('/rooms')).toEqual([])
    expect(guestDataModules('/dashboard')).toEqual([])
    const existing = Object.keys(import.meta.glob('/src/features/*/data/*.ts'))
    for (const module of [rooms, schedule, booking, journal, resources]) expect(existing).toContain(`/${module}`)
  })
})
