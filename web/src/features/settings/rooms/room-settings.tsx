import { BellOff, LayoutList, RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { SettingsCard } from '../shared/settings-card'
import { SettingsPage } from '../shared/settings-page'
import { SwitchRow } from '../shared/switch-row'
import { MuteUsersCard } from './mute-users-card'
import { PREFERENCE_ROOMS } from './room-catalog'
import { roomPreference, useRoomPreferencesStore } from './room-preferences-store'
import { TopicFiltersCard } from './topic-filters-card'

/**
 * /settings/rooms, 'Room & Feed Preferences': Room Visibility (each of the 6 rooms shown in or
 * hidden from the feed; 'Room visibility updated'; 'Restore defaults' gives 'Room setting
 * updated'), Mute Settings (each room muted or not; 'Room mute settings updated'), Topic
 * Filters and Mute Users. Everything is saved at once, per person.
 */
export function RoomSettings() {
  const stored = useRoomPreferencesStore((s) => s.rooms)
  const setRoomEnabled = useRoomPreferencesStore((s) => s.setRoomEnabled)
  const setRoomMuted = useRoomPreferencesStore((s) => s.setRoomMuted)
  const resetRooms = useRoomPreferencesStore((s) => s.resetRooms)
  const rows = PREFERENCE_ROOMS.map((room) => ({ ...room, pref: roomPreference(stored, room.id) }))

  return (
    <SettingsPage title="Room & Feed Preferences" description="Shape which rooms and topics fill your feed.">
      <SettingsCard
        id="room-visibility"
        title="Room Visibility"
        icon={<LayoutList aria-hidden="true" className="size-5 text-primary" />}
        description="Rooms that are off are hidden from your feed."
      >
        {rows.map(({ id, name, icon: Icon, pref }) => (
          <SwitchRow
            key={id}
            label={name}
            leading={<Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />}
            description={pref.enabled ? 'Shown in your feed' : 'Hidden from your feed'}
            checked={pref.enabled}
            onCheckedChange={(enabled) => {
              setRoomEnabled(id, enabled)
              toast({
                title: 'Room visibility updated',
                description: `${name} is now ${enabled ? 'shown in' : 'hidden from'} your feed.`,
              })
            }}
          />
        ))}
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            resetRooms()
            toast({
              title: 'Room setting updated',
              description: 'Room visibility and mute settings are back to their defaults.',
            })
          }}
        >
          <RotateCcw aria-hidden="true" />
          Restore defaults
        </Button>
      </SettingsCard>

      <SettingsCard
        id="mute-settings"
        title="Mute Settings"
        icon={<BellOff aria-hidden="true" className="size-5 text-primary" />}
        description="Muted rooms stay in your feed but send you no notifications."
      >
        {rows.map(({ id, name, icon: Icon, pref }) => (
          <SwitchRow
            key={id}
            label={`Mute ${name}`}
            leading={<Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />}
            checked={pref.muted}
            onCheckedChange={(muted) => {
              setRoomMuted(id, muted)
              toast({ title: 'Room mute settings updated', description: `${name} ${muted ? 'muted' : 'unmuted'}.` })
            }}
          />
        ))}
      </SettingsCard>

      <TopicFiltersCard />
      <MuteUsersCard />
    </SettingsPage>
  )
}
