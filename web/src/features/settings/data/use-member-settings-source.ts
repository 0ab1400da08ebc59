import { createLocalMemberSettingsSource } from './local-member-settings-source'
import { useProvidedMemberSettingsSource } from './member-settings-context'
import type { MemberSettingsSource } from './member-settings-source'

const browserSettings = createLocalMemberSettingsSource()

/** The settings source of the settings pages: the one provided (a member's), else this browser's. */
export function useMemberSettingsSource(): MemberSettingsSource {
  return useProvidedMemberSettingsSource() ?? browserSettings
}
