import { createContext, use, useMemo, type ReactNode } from 'react'
import {
  createSupabasePrivateRoomsSource,
  localPrivateRoomsSource,
  type PrivateRoomsSource,
} from './private-rooms-source'
import { useProvidedRoomsSource } from './rooms-source-context'

const PrivateRoomsSourceContext = createContext<PrivateRoomsSource | null>(null)

/** Gives the screens below it `source` instead of the one that follows the rooms source (for tests and previews). */
export function PrivateRoomsSourceProvider({ source, children }: { source: PrivateRoomsSource; children: ReactNode }) {
  return <PrivateRoomsSourceContext value={source}>{children}</PrivateRoomsSourceContext>
}

const MEMBER_KEY = /^supabase:(.+)$/

/**
 * The private-rooms source of the screen: one a {@link PrivateRoomsSourceProvider} gave, else the
 * one of whoever the rooms source belongs to: a signed-in member's rooms source (key
 * 'supabase:<member id>') gets the database's private rooms, the guest's the local one (none,
 * 'Private rooms need an account').
 */
export function usePrivateRoomsSource(): PrivateRoomsSource {
  const given = use(PrivateRoomsSourceContext)
  const memberId = useProvidedRoomsSource()?.key.match(MEMBER_KEY)?.[1] ?? null
  return useMemo(
    () => given ?? (memberId ? createSupabasePrivateRoomsSource({ memberId }) : localPrivateRoomsSource),
    [given, memberId],
  )
}
