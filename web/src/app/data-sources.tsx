import { lazy, Suspense, useMemo, type ReactNode } from 'react'
import { RoomCountsProvider, type NavRoom } from '@/components/layout/shell/room-counts'
import { roomIconOf } from '@/components/layout/shell/room-icons'
import { ROOMS_NAV } from '@/components/layout/shell/rooms-nav'
import { FriendsSourcesProvider } from '@/features/friends/data/friends-source-context'
import { JournalSourceProvider } from '@/features/journal/data/journal-source-context'
import { lazyJournalSource } from '@/features/journal/data/lazy-journal-source'
import { lazyRoomsSource } from '@/features/rooms/data/lazy-rooms-source'
import { RoomsSourceProvider, useProvidedRoomsSource } from '@/features/rooms/data/rooms-source-context'
import { lazyScheduleSource } from '@/features/schedule/data/lazy-schedule-source'
import { ScheduleSourceProvider } from '@/features/schedule/data/schedule-source-context'
import type { RoomListItem } from '@/features/rooms/data/rooms-source'
import type { ResourcesSource } from '@/features/resources/data/resources-source'
import { BookingDataSource } from '@/app/booking-data-source'
import { ResourcesSourceProvider } from '@/features/resources/data/resources-source-context'
import { MemberSettingsProvider } from '@/features/settings/data/member-settings-context'
import type { MemberSettingsSource } from '@/features/settings/data/member-settings-source'
import { useRoomList } from '@/features/rooms/use-room-member-counts'
import { MemberExportProvider } from '@/app/member-export-context'
import { mayOfferGuestData } from '@/app/guest-import/guest-import-check'
import type { MemberSources } from '@/app/member-sources'
import type { NotificationsSource } from '@/lib/notifications/notifications-source'
import { useAuth } from '@/lib/auth/auth-provider'
import { isBackendConfigured } from '@/lib/env'
import { lazySource } from '@/lib/member/lazy-source'
import { MemberProfileProvider } from '@/lib/member/member-profile-context'
import { MemberPrivacyProvider } from '@/lib/member/member-privacy-context'
import type { ModerationSource } from '@/lib/moderation/moderation-source'
import { ModerationSourceProvider } from '@/lib/moderation/moderation-source-context'
import { MemberNotificationsProvider } from '@/lib/notifications/member-notifications'

// Loaded only for a signed-in member in a browser where the guest saved data, so guests and
// most members never download it.
const GuestImportOffer = lazy(async () => ({
  default: (await import('@/app/guest-import/guest-import-offer')).GuestImportOffer,
}))

/**
 * Gives the shell the member's own room list (their private rooms with their icons, the rooms
 * their plan locks) and its real member counts, when the source has them: read once the page's
 * own reads have settled, so they never delay what the page shows. Until then a member's shell
 * lists the public rooms with no counts (never the guest's fixed figures).
 */
function ShellRoomCounts({ children }: { children: ReactNode }) {
  const member = useProvidedRoomsSource() !== null
  const list = useRoomList({ afterPageReads: true })
  const navCounts = useMemo(() => list && Object.fromEntries(list.map((room) => [room.slug, room.memberCount])), [list])
  const navRooms = useMemo(() => list?.map(navRoomOf), [list])
  return (
    <RoomCountsProvider counts={navCounts} pending={member && !navCounts} rooms={navRooms}>
      {children}
    </RoomCountsProvider>
  )
}

/** A room of the member's list as the shell shows it: a public room keeps the shell's title and icon. */
function navRoomOf(room: RoomListItem): NavRoom {
  const known = ROOMS_NAV.find((nav) => nav.slug === room.slug)
  return {
    slug: room.slug,
    title: known?.title ?? room.name,
    count: room.memberCount,
    icon: known?.icon ?? roomIconOf(room.icon),
    locked: room.access === 'locked',
  }
}

/**
 * The member sources of `memberId`, each loading the server code on its first call, so guests
 * never download it: the notifications' own (every page's shell reads them), and the friends',
 * chat's, privacy's and profile's together (app/member-sources.ts), once for all of them.
 */
function lazyMemberSources(memberId: string) {
  const key = `supabase:${memberId}`
  let loading: Promise<MemberSources> | undefined
  const load = () =>
    (loading ??= import('@/app/member-sources')
      .then(({ createMemberSources }) => createMemberSources(memberId))
      .catch((error: unknown) => {
        loading = undefined
        throw error
      }))
  const one = <K extends keyof MemberSources>(name: K, fixed: Partial<MemberSources[K]>) =>
    lazySource<MemberSources[K]>(fixed, async () => (await load())[name], [])
  return {
    // Every page's shell reads them (the badge): their own code, without the other sources'.
    notifications: lazySource<NotificationsSource>(
      { key },
      async () =>
        (await import('@/lib/notifications/supabase-notifications-source')).createSupabaseNotificationsSource({
          memberId,
        }),
      ['subscribe'],
    ),
    // The server's sources answer nothing at once: no peek, and the server hides blocked members.
    friends: {
      friends: lazySource<MemberSources['friends']>(
        { key, memberId, peek: undefined },
        async () => (await load()).friends,
        ['subscribe'],
      ),
      chat: lazySource<MemberSources['chat']>(
        { key, peekPage: undefined, isHidden: undefined },
        async () => (await load()).chat,
        ['subscribe'],
      ),
    },
    privacy: one('privacy', { key }),
    profile: one('profile', { key }),
    // Reporting, the member's reports, statements, appeals and restriction: their own small code.
    moderation: lazySource<ModerationSource>(
      { key, canReport: true },
      async () =>
        (await import('@/lib/moderation/supabase-moderation-source')).createSupabaseModerationSource({ memberId }),
      [],
    ),
  }
}

/**
 * The resources of member `memberId` (rows, with their PDFs in Storage), or null for the guest,
 * whose resources stay in this browser. The Supabase code loads on first use.
 */
function ResourcesSources({ memberId, children }: { memberId: string | null; children: ReactNode }) {
  const source = useMemo(
    () =>
      memberId
        ? lazySource<ResourcesSource>(
            // On a server: not in memory, nor in this browser's file storage (those methods are absent).
            { key: `supabase:${memberId}`, peek: undefined, subscribe: undefined, checkFileStorage: undefined },
            async () =>
              (await import('@/features/resources/data/supabase-resources-source')).createSupabaseResourcesSource({
                memberId,
              }),
            [],
          )
        : null,
    [memberId],
  )
  return <ResourcesSourceProvider source={source}>{children}</ResourcesSourceProvider>
}

/**
 * A member's settings on the server (member_settings) and their 'Download Data' export, each
 * loading its code on first use, so guests never download it.
 */
function lazyMemberSettings(memberId: string) {
  return {
    settings: lazySource<MemberSettingsSource>(
      { key: `supabase:${memberId}`, loadsFirst: true },
      async () =>
        (await import('@/features/settings/data/supabase-member-settings-source')).createSupabaseMemberSettingsSource({
          memberId,
        }),
      [],
    ),
    exportData: async () => (await import('@/app/server-member-data')).collectServerMemberData(),
  }
}

/**
 * Where the data of the member pages comes from, chosen once for everything below: a signed-in
 * member with a backend reads and writes the rooms in the database (the Supabase source, as
 * that member); the guest (no backend, or nobody signed in) keeps the browser's own sample
 * rooms. The navigation shell's room counts follow the same source. The Supabase source's code
 * loads on its first use, so guests never download it. In the same way a member's friends, chats
 * and notifications (the sidebar's badge, the notifications page, the mobile menu) are the
 * server's, live on the member's own channel; the guest keeps the sample friends, canned replies
 * and local notifications; Settings' blocks, mutes, visibility and online status, and
 * /profile, are the member's profile and rows on the server; the journal is the member's rows of
 * `journal_entries`, the schedule their rows of `schedule_events`, and their resources rows with
 * the PDFs in Storage; the settings pages' preferences, Auto-Delete Posts and 'Download Data' are
 * the member's settings row and export on the server (the guest keeps the browser's own of each);
 * reporting, the member's reports, statements of reasons, appeals and restriction are theirs on
 * the server (the guest's moderation source refuses every call: reporting needs an account).
 * A member signing in where the guest made data of their own is offered, once, to bring it along.
 * Must sit under the AuthProvider, after the session is known (the route
 * guard waits for it).
 */
export function DataSources({ children }: { children: ReactNode }) {
  // The build's constant itself: Rolldown drops the member's sources from a guest build only for
  // a literal. A guest has every source's default (null: the browser's own data).
  if (!__NEXUS_BACKEND_CONFIGURED__) {
    return (
      <ShellRoomCounts>
        <BookingDataSource>{children}</BookingDataSource>
      </ShellRoomCounts>
    )
  }
  return <MemberDataSources>{children}</MemberDataSources>
}

/** {@link DataSources} in a build with a backend: the member's sources once signed in. */
function MemberDataSources({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const memberId = isBackendConfigured && !user.isGuest ? user.id : null
  const name = user.name
  const rooms = useMemo(
    () =>
      memberId
        ? lazyRoomsSource(
            `supabase:${memberId}`,
            async () =>
              (await import('@/features/rooms/data/supabase-rooms-source')).createSupabaseRoomsSource({
                member: { id: memberId, name },
              }),
            async () => (await import('@/features/rooms/data/supabase-room-counts')).readMyRooms(),
            async () => (await import('@/features/rooms/data/supabase-room-counts')).readActiveCounts(),
          )
        : null,
    [memberId, name],
  )
  const members = useMemo(() => (memberId ? lazyMemberSources(memberId) : null), [memberId])
  const journal = useMemo(() => (memberId ? lazyJournalSource(memberId) : null), [memberId])
  const schedule = useMemo(() => (memberId ? lazyScheduleSource(memberId) : null), [memberId])
  const memberSettings = useMemo(() => (memberId ? lazyMemberSettings(memberId) : null), [memberId])
  const offerGuestData = useMemo(() => memberId !== null && mayOfferGuestData(memberId), [memberId])
  return (
    <RoomsSourceProvider source={rooms}>
      <MemberNotificationsProvider source={members?.notifications ?? null}>
        <FriendsSourcesProvider sources={members?.friends ?? null}>
          <MemberPrivacyProvider source={members?.privacy ?? null}>
            <MemberProfileProvider source={members?.profile ?? null}>
              <ModerationSourceProvider source={members?.moderation ?? null}>
                <JournalSourceProvider source={journal}>
                  <ScheduleSourceProvider source={schedule}>
                    <MemberSettingsProvider source={memberSettings?.settings ?? null}>
                      <MemberExportProvider exportData={memberSettings?.exportData ?? null}>
                        <ShellRoomCounts>
                          <ResourcesSources memberId={memberId}>
                            <BookingDataSource>
                              {children}
                              {memberId && offerGuestData ? (
                                <Suspense fallback={null}>
                                  <GuestImportOffer key={memberId} memberId={memberId} />
                                </Suspense>
                              ) : null}
                            </BookingDataSource>
                          </ResourcesSources>
                        </ShellRoomCounts>
                      </MemberExportProvider>
                    </MemberSettingsProvider>
                  </ScheduleSourceProvider>
                </JournalSourceProvider>
              </ModerationSourceProvider>
            </MemberProfileProvider>
          </MemberPrivacyProvider>
        </FriendsSourcesProvider>
      </MemberNotificationsProvider>
    </RoomsSourceProvider>
  )
}
