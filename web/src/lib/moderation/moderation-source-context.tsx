import { createContext, use, type ReactNode } from 'react'
import { guestModerationSource } from './guest-moderation-source'
import type { ModerationSource } from './moderation-source'

const ModerationSourceContext = createContext<ModerationSource | null>(null)

/** Gives the screens below it a signed-in member's moderation source (the server), or null for the guest. */
export function ModerationSourceProvider({
  source,
  children,
}: {
  source: ModerationSource | null
  children: ReactNode
}) {
  return <ModerationSourceContext value={source}>{children}</ModerationSourceContext>
}

/** The provided member's moderation source, or the guest's (every call refused: 'Reporting needs an account.'). */
export function useModerationSource(): ModerationSource {
  return use(ModerationSourceContext) ?? guestModerationSource
}
