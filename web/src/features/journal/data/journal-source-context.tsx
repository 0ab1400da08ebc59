import { createContext, use, type ReactNode } from 'react'
import type { JournalSource } from './journal-source'

const JournalSourceContext = createContext<JournalSource | null>(null)

/**
 * Gives the journal below it its source: a signed-in member's (the database), or null for the
 * guest, whose journal is the browser's own. The app layer chooses once, where it composes the
 * app. Without this provider the journal is the guest's. Light on purpose (no store, no sample
 * data): the app layer renders it on every page.
 */
export function JournalSourceProvider({ source, children }: { source: JournalSource | null; children: ReactNode }) {
  return <JournalSourceContext value={source}>{children}</JournalSourceContext>
}

/** The source a {@link JournalSourceProvider} gave, or null for the guest's own journal. */
export function useProvidedJournalSource(): JournalSource | null {
  return use(JournalSourceContext)
}
