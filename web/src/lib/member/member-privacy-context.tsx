import { createContext, use, type ReactNode } from 'react'
import type { MemberPrivacySource } from './member-privacy-source'

const MemberPrivacyContext = createContext<MemberPrivacySource | null>(null)

/** Gives the settings below it a signed-in member's privacy source (the server), or null for the guest. */
export function MemberPrivacyProvider({
  source,
  children,
}: {
  source: MemberPrivacySource | null
  children: ReactNode
}) {
  return <MemberPrivacyContext value={source}>{children}</MemberPrivacyContext>
}

/** The provided member's privacy source, or null: the guest's lists in this browser apply. */
export function useMemberPrivacySource(): MemberPrivacySource | null {
  return use(MemberPrivacyContext)
}
