import { createContext, use, type ReactNode } from 'react'
import type { ModerationSource } from './moderation-source'

const ModerationSourceContext = createContext<ModerationSource | null>(null)

/** Gives the moderation screens below it their source (the database for a moderator; a fake in tests). */
export function ModerationSourceProvider({ source, children }: { source: ModerationSource; children: ReactNode }) {
  return <ModerationSourceContext value={source}>{children}</ModerationSourceContext>
}

/**
 * The provided moderation source.
 * @throws Error outside a {@link ModerationSourceProvider}
 */
export function useModerationSource(): ModerationSource {
  const source = use(ModerationSourceContext)
  if (!source) throw new Error('useModerationSource must be used within a ModerationSourceProvider')
  return source
}
