import { createContext, use, type ReactNode } from 'react'
import type { MemberSettingsSource } from './member-settings-source'

const MemberSettingsContext = createContext<MemberSettingsSource | null>(null)

/**
 * Gives the settings pages below it a signed-in member's settings source (the server), or null:
 * the browser's own settings apply (the guest). Light on purpose: the app shell imports it.
 */
export function MemberSettingsProvider({
  source,
  children,
}: {
  source: MemberSettingsSource | null
  children: ReactNode
}) {
  return <MemberSettingsContext value={source}>{children}</MemberSettingsContext>
}

/** The source provided above, or null (the browser's own settings apply). */
export function useProvidedMemberSettingsSource(): MemberSettingsSource | null {
  return use(MemberSettingsContext)
}
