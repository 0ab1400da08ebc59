import { BellOff, LayoutList, RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useSettingsPart } from '../data/use-settings-part'
import { SettingsCard } from '../shared/settings-card'
import { SettingsLoading } from '../shared/settings-loading'
import { SettingsPage } from '../shared/settings-page'
import { SwitchRow } from '../shared/switch-row'
import { MuteUsersCard } from './mute-users-card'
import { PREFERENCE_ROOMS } from './room-catalog'
import { defaultRoomPreferences, roomPreference, withRoomPatched, withTopicSelected } from './room-preferences-store'
import { TopicFiltersCard } from './topic-filters-card'

/**
 * /settings/rooms, 'Room & Feed Preferences': Room Visibility (each of the 6 rooms shown in or
 * hidden from the feed; 'Room visibility updated'; 'Restore defaults' gives 'Room setting
 * updated'), Mute Settings (each room muted or not; 'Room mute settings updated'), Topic
 * Filters and Mute Users. Everything is saved at once, per person: a signed-in member's rooms,
 * mutes and topics on the server, read when the page opens and saved there first ('Settings not
 * saved' with the reason when that fails, the choice left as made).
 */
export function RoomSettings() {
  const part = useSettingsPart('roomsFeed')
  const { rooms, topics } = part.value
  const rows = PREFERENCE_ROOMS.map((room) => ({ ...room, pref: roomPreference(rooms, room.id) }))

  if (!part.ready)
    return (
      <SettingsLoading title="Room & Feed Preferences" description="Shape which rooms and topics fill your feed." />
    )

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
            onCheckedChange={(enabled) =>
              void part.save({ rooms: withRoomPatched(rooms, id, { enabled }), topics }, () =>
                toast({
                  title: 'Room visibility updated',
                  description: `${name} is now ${enabled ? 'shown in' : 'hidden from'} your feed.`,
                }),
              )
            }
          />
        ))}
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void part.save({ rooms: defaultRoomPreferences(), topics }, () =>
              toast({
                title: 'Room setting updated',
                description: 'Room visibility and mute settings are back to their defaults.',
              }),
            )
          }
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
            onCheckedChange={(muted) =>
              void part.save({ rooms: withRoomPatched(rooms, id, { muted }), topics }, () =>
                toast({ title: 'Room mute settings updated', description: `${name} ${muted ? 'muted' : 'unmuted'}.` }),
              )
            }
          />
        ))}
      </SettingsCard>

      <TopicFiltersCard
        selected={topics}
        onSelect={(topic, on) =>
          void part.save({ rooms, topics: withTopicSelected(topics, topic, on) }, () =>
            toast({ title: 'Topic preferences updated', description: `${topic} ${on ? 'added' : 'removed'}.` }),
          )
        }
      />
      <MuteUsersCard />
    </SettingsPage>
  )
}
