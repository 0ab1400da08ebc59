import { z } from 'zod/mini'
import { createPersistedStore } from '@/lib/persist/persisted-store'
import { DEFAULT_TOPICS, PREFERENCE_ROOMS, TOPICS, type PreferenceRoomId, type Topic } from './room-catalog'

const roomIds = PREFERENCE_ROOMS.map((r) => r.id) as [PreferenceRoomId, ...PreferenceRoomId[]]

const roomPreferenceSchema = z.object({ id: z.enum(roomIds), enabled: z.boolean(), muted: z.boolean() })

/** The stored shape of the room and feed preferences (the Supabase source validates with it too). */
export const roomPreferencesSchema = z.object({
  rooms: z.array(roomPreferenceSchema),
  topics: z.array(z.enum(TOPICS as unknown as [Topic, ...Topic[]])),
})

/** One room's preference: shown in the feed (`enabled`) and muted. */
export type RoomPreference = z.infer<typeof roomPreferenceSchema>
/** Room preferences and selected topics. */
export type RoomPreferences = z.infer<typeof roomPreferencesSchema>

/** The default room preferences: relationships and daily-life hidden, relationships muted, the rest shown and unmuted. */
export function defaultRoomPreferences(): RoomPreference[] {
  return completeRooms([])
}

/** The stored preference of room `id`, or its default when none is stored. */
export function roomPreference(rooms: readonly RoomPreference[], id: PreferenceRoomId): RoomPreference {
  return (
    rooms.find((r) => r.id === id) ?? {
      id,
      enabled: id !== 'relationships' && id !== 'daily-life',
      muted: id === 'relationships',
    }
  )
}

/** Every room of the catalogue in order, taking stored values where present and defaults otherwise. */
export function completeRooms(rooms: readonly RoomPreference[]): RoomPreference[] {
  return PREFERENCE_ROOMS.map(({ id }) => roomPreference(rooms, id))
}

/** Every room of the catalogue in order with `patch` applied to room `id`. */
export function withRoomPatched(
  rooms: readonly RoomPreference[],
  id: PreferenceRoomId,
  patch: Partial<Omit<RoomPreference, 'id'>>,
): RoomPreference[] {
  return completeRooms(rooms).map((r) => (r.id === id ? { ...r, ...patch } : r))
}

/** `topics` with `topic` selected or not, in catalogue order without duplicates. */
export function withTopicSelected(topics: readonly Topic[], topic: Topic, selected: boolean): Topic[] {
  const chosen = new Set(topics)
  if (selected) chosen.add(topic)
  else chosen.delete(topic)
  return TOPICS.filter((t) => chosen.has(t))
}

/**
 * The member's room and feed preferences, kept per person (key `nexus:room-preferences`):
 * each room's enabled and muted flags, and the selected topics (Anxiety, Creativity and
 * Purpose at first).
 */
export const useRoomPreferencesStore = createPersistedStore({
  name: 'nexus:room-preferences',
  version: 1,
  schema: roomPreferencesSchema,
  seed: () => ({ rooms: defaultRoomPreferences(), topics: [...DEFAULT_TOPICS] }),
  actions: ({ set, get }) => {
    const update = (id: PreferenceRoomId, patch: Partial<Omit<RoomPreference, 'id'>>) =>
      set({ rooms: withRoomPatched(get().rooms, id, patch) })
    return {
      /** Shows (true) or hides (false) a room in the member's feed. */
      setRoomEnabled(id: PreferenceRoomId, enabled: boolean): void {
        update(id, { enabled })
      },
      /** Mutes or unmutes a room's notifications. */
      setRoomMuted(id: PreferenceRoomId, muted: boolean): void {
        update(id, { muted })
      },
      /** Puts every room back to its default. */
      resetRooms(): void {
        set({ rooms: defaultRoomPreferences() })
      },
      /** Selects or deselects a topic; the list stays in catalogue order without duplicates. */
      setTopicSelected(topic: Topic, selected: boolean): void {
        set({ topics: withTopicSelected(get().topics, topic, selected) })
      },
    }
  },
})
