import { localRoomsSource } from './local-rooms-source'
import { useProvidedRoomsSource } from './rooms-source-context'
import type { RoomsSource } from './rooms-source'

/** The rooms source of the screen: the one provided (a member's), else the guest's own rooms in this browser. */
export function useRoomsSource(): RoomsSource {
  return useProvidedRoomsSource() ?? localRoomsSource
}
