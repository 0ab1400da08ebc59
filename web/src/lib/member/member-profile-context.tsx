import { createContext, use, type ReactNode } from 'react'
import type { MemberProfileSource } from './member-profile-source'

const MemberProfileContext = createContext<MemberProfileSource | null>(null)

/** Gives the screens below it a signed-in member's profile source (the server), or null for the guest. */
export function MemberProfileProvider({
  source,
  children,
}: {
  source: MemberProfileSource | null
  children: ReactNode
}) {
  return <MemberProfileContext value={source}>{children}</MemberProfileContext>
}

/** The provided member's profile source, or null: the guest's profile in this browser applies. */
export function useMemberProfileSource(): MemberProfileSource | null {
  return use(MemberProfileContext)
}
