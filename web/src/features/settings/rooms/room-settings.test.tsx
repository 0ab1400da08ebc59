import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import { MUTE_REQUIRED, muteSchema } from './mute-users-card'
import { roomPreference, useRoomPreferencesStore } from './room-preferences-store'
import { RoomSettings } from './room-settings'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

function setup() {
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <RoomSettings />
    </MemoryRouter>,
  )
  return user
}

describe('mute rule', () => {
  it('needs a non-empty name after trimming', () => {
    expect(muteSchema.safeParse({ username: '   ' }).error?.issues[0]?.message).toBe(MUTE_REQUIRED)
    expect(muteSchema.parse({ username: ' Sam ' })).toEqual({ username: 'Sam' })
  })
})

describe('RoomSettings', () => {
  beforeEach(() => vi.mocked(toast).mockClear())

  it("toggles a room's visibility and mute with their toasts; Restore defaults gives 'Room setting updated'", async () => {
    const user = setup()
    expect(screen.getByRole('heading', { level: 1, name: 'Room & Feed Preferences' })).toBeInTheDocument()
    const visibility = screen.getByRole('region', { name: 'Room Visibility' })
    expect(within(visibility).getByRole('switch', { name: 'Relationships' })).not.toBeChecked()
    expect(within(visibility).getByRole('switch', { name: 'Daily Life' })).not.toBeChecked()
    expect(within(visibility).getByRole('switch', { name: 'Overthinking' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Mute Relationships' })).toBeChecked()

    await user.click(within(visibility).getByRole('switch', { name: 'Daily Life' }))
    expect(roomPreference(useRoomPreferencesStore.getState().rooms, 'daily-life').enabled).toBe(true)
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Room visibility updated' }))

    await user.click(screen.getByRole('switch', { name: 'Mute Relationships' }))
    expect(roomPreference(useRoomPreferencesStore.getState().rooms, 'relationships').muted).toBe(false)
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Room mute settings updated' }))

    await user.click(screen.getByRole('button', { name: 'Restore defaults' }))
    expect(within(visibility).getByRole('switch', { name: 'Daily Life' })).not.toBeChecked()
    expect(screen.getByRole('switch', { name: 'Mute Relationships' })).toBeChecked()
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Room setting updated' }))
  })

  it("filters topics case-insensitively and saves a choice with 'Topic preferences updated'", async () => {
    const user = setup()
    const topics = screen.getByRole('region', { name: 'Topic Filters' })
    expect(within(topics).getAllByRole('checkbox')).toHaveLength(17)
    expect(within(topics).getByText('3 of 17 topics selected')).toBeInTheDocument()
    await user.type(within(topics).getByLabelText('Search topics'), 'MUS')
    expect(within(topics).getAllByRole('checkbox')).toHaveLength(1)
    const music = within(topics).getByRole('checkbox', { name: 'Music' })
    await user.click(music)
    expect(music).toBeChecked()
    expect(useRoomPreferencesStore.getState().topics).toContain('Music')
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Topic preferences updated' }))

    await user.clear(within(topics).getByLabelText('Search topics'))
    await user.type(within(topics).getByLabelText('Search topics'), 'zzz')
    expect(within(topics).queryAllByRole('checkbox')).toHaveLength(0)
    expect(within(topics).getByText('No topics match "zzz".')).toBeInTheDocument()
  })

  it("mutes a name with 'User muted' and unmutes it; a blank name is refused", async () => {
    const user = setup()
    const card = screen.getByRole('region', { name: 'Mute Users' })
    await user.click(within(card).getByRole('button', { name: 'Mute' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent(MUTE_REQUIRED)
    expect(usePrivacyStore.getState().mutedUsers).toEqual([])

    await user.type(within(card).getByLabelText('Username to mute'), '  Sam ')
    await user.click(within(card).getByRole('button', { name: 'Mute' }))
    expect(usePrivacyStore.getState().mutedUsers.map((u) => u.username)).toEqual(['Sam'])
    expect(toast).toHaveBeenLastCalledWith({ title: 'User muted', description: 'Their messages will be hidden.' })
    expect(within(card).getByLabelText('Username to mute')).toHaveValue('')

    await user.click(within(card).getByRole('button', { name: 'Unmute Sam' }))
    expect(usePrivacyStore.getState().mutedUsers).toEqual([])
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'User unmuted' }))
  })
})
