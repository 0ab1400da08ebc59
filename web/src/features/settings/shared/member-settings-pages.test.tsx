import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { useJournalPreferencesStore } from '@/lib/member/journal-preferences-store'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import { AiSettingsScreen } from '../ai/ai-settings-screen'
import { useAiSettingsStore } from '../ai/ai-settings-store'
import { keepOnDevice } from '../data/local-member-settings-source'
import { MemberSettingsProvider } from '../data/member-settings-context'
import { defaultPart } from '../data/member-settings-schema'
import {
  MemberSettingsError,
  type MemberSettings,
  type MemberSettingsPart,
  type MemberSettingsSource,
} from '../data/member-settings-source'
import { JournalSettings } from '../journals/journal-settings'
import { NotificationSettings } from '../notifications/notification-settings'
import { useNotificationPreferencesStore } from '../notifications/notification-preferences-store'
import { PrivacySettings } from '../privacy/privacy-settings'
import { RoomSettings } from '../rooms/room-settings'
import { useRoomPreferencesStore } from '../rooms/room-preferences-store'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

// Radix measures its hidden inputs and the slider's thumb with ResizeObserver, which jsdom lacks.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})
afterAll(() => vi.unstubAllGlobals())
beforeEach(() => vi.mocked(toast).mockClear())

/**
 * A member's settings source as the pages see it: `read` gives `saved` (kept on the device, as
 * the Supabase source does); `save` records each call and succeeds, or rejects with `failWith`.
 */
function fakeSource(saved: Partial<MemberSettings> = {}) {
  const fake = {
    saves: [] as [MemberSettingsPart, unknown][],
    failWith: null as MemberSettingsError | null,
    source: {
      key: 'supabase:me',
      loadsFirst: true,
      async read() {
        for (const part of Object.keys(saved) as MemberSettingsPart[]) keepOnDevice(part, saved[part] as never)
        return saved
      },
      async save(part, value) {
        fake.saves.push([part, value])
        if (fake.failWith) throw fake.failWith
        keepOnDevice(part, value)
      },
    } satisfies MemberSettingsSource,
  }
  return fake
}

function show(page: ReactNode, source: MemberSettingsSource) {
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <MemberSettingsProvider source={source}>{page}</MemberSettingsProvider>
    </MemoryRouter>,
  )
  return user
}

const offline = new MemberSettingsError(
  'offline',
  'Your settings could not be saved. Nexus could not reach the server. Check your connection and try again.',
)

describe('settings pages with a member settings source', () => {
  it("Notifications: loads the member's saved preferences first, then saves a change there with 'Updated'", async () => {
    const fake = fakeSource({ notifications: { ...defaultPart('notifications'), prompts: true } })
    const user = show(<NotificationSettings />, fake.source)
    expect(screen.getByRole('status')).toHaveTextContent('Loading settings...')
    const prompts = await screen.findByRole('switch', { name: 'Prompts' })
    expect(prompts).toBeChecked()

    await user.click(screen.getByRole('switch', { name: 'Events' }))
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Updated' })))
    expect(fake.saves).toEqual([['notifications', { ...defaultPart('notifications'), prompts: true, events: false }]])
    expect(useNotificationPreferencesStore.getState().events).toBe(false)
  })

  it("Notifications: a failed save says so, leaves the switch as chosen and the device's copy unchanged", async () => {
    const fake = fakeSource()
    fake.failWith = offline
    const user = show(<NotificationSettings />, fake.source)
    await user.click(await screen.findByRole('switch', { name: 'Replies' }))
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({
        title: 'Settings not saved',
        description: offline.message,
        variant: 'destructive',
      }),
    )
    expect(screen.getByRole('switch', { name: 'Replies' })).not.toBeChecked()
    expect(useNotificationPreferencesStore.getState().replies).toBe(true)
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Updated' }))
  })

  it('Rooms: a room hidden and a topic added are saved as the whole rooms and feed part', async () => {
    const fake = fakeSource()
    const user = show(<RoomSettings />, fake.source)
    await user.click(await screen.findByRole('checkbox', { name: 'Music' }))
    await waitFor(() => expect(fake.saves).toHaveLength(1))
    expect(fake.saves[0]).toEqual([
      'roomsFeed',
      { ...defaultPart('roomsFeed'), topics: expect.arrayContaining(['Music']) },
    ])
    await waitFor(() => expect(useRoomPreferencesStore.getState().topics).toContain('Music'))
  })

  it("AI: a tone chosen is saved with its toast; the member's saved depth shows", async () => {
    const fake = fakeSource({ ai: { ...defaultPart('ai'), depth: 'depth_level_3' } })
    const user = show(<AiSettingsScreen onResetMemory={vi.fn(async () => {})} />, fake.source)
    const deep = await screen.findByRole('radio', { name: 'In-depth' })
    expect(deep).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Minimalist' }))
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Tone persona updated' })),
    )
    expect(fake.saves).toEqual([['ai', { ...defaultPart('ai'), depth: 'depth_level_3', tone: 'tone_minimalist' }]])
    expect(useAiSettingsStore.getState().tone).toBe('tone_minimalist')
  })

  it('Journal: Save All Settings saves the preferences without the passcode lock; a failure keeps the form', async () => {
    const fake = fakeSource()
    fake.failWith = offline
    const user = show(
      <JournalSettings
        onExportEntries={vi.fn(async () => {})}
        onDeleteAllEntries={vi.fn(async () => {})}
        onWipeAiMemory={vi.fn(async () => {})}
      />,
      fake.source,
    )
    await user.click(await screen.findByRole('switch', { name: 'Mood tracking' }))
    await user.click(screen.getByRole('button', { name: 'Save All Settings' }))
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Settings not saved' })),
    )
    expect(screen.getByRole('switch', { name: 'Mood tracking' })).toBeChecked()
    expect(useJournalPreferencesStore.getState().moodTracking).toBe(false)

    fake.failWith = null
    await user.click(screen.getByRole('button', { name: 'Save All Settings' }))
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Settings saved' })))
    expect(fake.saves[1]).toEqual(['journal', { ...defaultPart('journal'), moodTracking: true }])
    expect(useJournalPreferencesStore.getState().moodTracking).toBe(true)
  })

  it("Privacy: Auto-Delete Posts reads the member's choice and saves the switch and the time", async () => {
    const fake = fakeSource({ autoDeletePosts: '3d' })
    const user = show(<PrivacySettings />, fake.source)
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Delete after' })).toHaveTextContent('3 days'))
    const toggle = screen.getByRole('switch', { name: 'Auto-delete anonymous posts' })
    expect(toggle).toBeChecked()
    await user.click(toggle)
    await waitFor(() => expect(fake.saves).toEqual([['autoDeletePosts', 'off']]))
    expect(usePrivacyStore.getState().autoDelete).toBe(false)
    await user.click(toggle)
    await waitFor(() => expect(fake.saves.at(-1)).toEqual(['autoDeletePosts', '3d']))
  })
})
