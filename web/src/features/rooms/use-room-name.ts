import { publicRoomName } from './public-rooms'
import { roomTitle } from './room-id'
import { useRoomList } from './use-room-member-counts'

/**
 * The title of room `slug` (canonical): its name as the member's room list gives it (a private
 * room's too), else the public room's fixed name ('The Lounge'), known at once so a page rendered
 * ahead of time shows it; for any other id (the guest's unknown rooms) the id with hyphens as
 * spaces. `isName` is false for that last case (the page capitalises it).
 */
export function useRoomName(slug: string): { title: string; isName: boolean } {
  const fixed = publicRoomName(slug)
  // A public room's name is known at once: the list may wait for the page's own reads.
  const listed = useRoomList({ afterPageReads: fixed !== undefined })?.find((room) => room.slug === slug)?.name
  const name = listed ?? fixed
  return name ? { title: name, isName: true } : { title: roomTitle(slug), isName: false }
}
