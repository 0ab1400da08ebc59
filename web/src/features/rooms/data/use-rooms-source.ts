import { guestSource } from '@/lib/data/guest-source'
import { useProvidedRoomsSource } from './rooms-source-context'
import type { RoomsSource } from './rooms-source'

/** The guest's own rooms in this browser (the rooms store and its sample posts), loaded only for a guest. */
export const guestRoomsSource = guestSource(async () => (await import('./local-rooms-source')).localRoomsSource)

/**
 * The rooms source of the screen: the one provided (a member's), else the guest's own rooms in this
 * browser (the render suspends while their code loads, see {@link guestRoomsSource}).
 */
export function useRoomsSource(): RoomsSource {
  return useProvidedRoomsSource() ?? guestRoomsSource.use()
}
