import { useEffect, useMemo, useState } from 'react'
import useSWR from 'swr'
import { useReadsSettled } from '@/lib/data/use-reads-settled'
import type { OnlineMembers, RoomMemberRow } from './data/rooms-source'
import { useRoomsSource } from './data/use-rooms-source'
import { isAnonymousRoom } from './room-id'
import type { RoomMember } from './room-post'

/**
 * The members list of a room from its members and who is online now: each listed member is online
 * while their presence is there (until the first presence report, as the source listed them), and
 * someone online who is not listed yet (they have just joined; in an anonymous room, the others)
 * is added. Online members first, each group in the list's order.
 */
export function membersWithPresence(list: readonly RoomMemberRow[], online: OnlineMembers | null): RoomMember[] {
  if (!online) return [...list].sort((a, b) => Number(b.online) - Number(a.online))
  const listed = new Set(list.map((member) => member.id))
  const members: RoomMember[] = list.map((member) => ({ ...member, online: online.has(member.id) }))
  for (const [id, { name }] of online) if (!listed.has(id)) members.push({ id, name, online: true })
  return members.sort((a, b) => Number(b.online) - Number(a.online))
}

/**
 * The members of room `slug` (canonical) for the members sidebar: the source's list (SWR, keyed
 * by source and room; at once from a source that holds it in memory, else once the page's first
 * reads have settled, so it never delays the posts) with live presence on top (see
 * {@link membersWithPresence}). Someone online who is not listed has just joined (or the list
 * could not be read): the list is read again, so they stay (offline) once they leave. In the
 * anonymous room the list is the member alone, by design. An empty list while it loads or when it cannot be loaded.
 */
export function useRoomMembers(slug: string): RoomMember[] {
  const source = useRoomsSource()
  const peeked = source.peekMembers?.(slug)
  // A list the source must ask for waits for the page's own reads (the posts), never delaying them.
  const settled = useReadsSettled(peeked === undefined)
  const key = peeked !== undefined || settled ? `rooms:members|${source.key}|${slug}` : null
  const { data, error, mutate } = useSWR(key, () => source.listMembers(slug), {
    fallbackData: peeked,
    revalidateOnMount: peeked === undefined,
    revalidateIfStale: peeked === undefined,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn(`The members of room ${slug} could not be loaded:`, error),
  })
  const [presence, setPresence] = useState<{ key: string; online: OnlineMembers } | null>(null)
  const presenceKey = `${source.key}|${slug}`
  useEffect(
    () => source.subscribe(slug, { onPresence: (online) => setPresence({ key: presenceKey, online }) }),
    [source, slug, presenceKey],
  )
  const online = presence?.key === presenceKey ? presence.online : null
  const list = data ?? peeked
  // Someone online who is not listed (also when the list could not be read): read it again, once
  // the read under way has answered (a second request would only race it).
  const answered = data !== undefined || error !== undefined
  const listed = data ?? []
  const newcomer = Boolean(
    answered && online && !isAnonymousRoom(slug) && [...online.keys()].some((id) => !listed.some((m) => m.id === id)),
  )
  useEffect(() => {
    if (newcomer) void mutate()
  }, [newcomer, mutate])
  return useMemo(() => membersWithPresence(list ?? [], online), [list, online])
}
