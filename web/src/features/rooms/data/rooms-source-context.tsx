import { createContext, use, type ReactNode } from 'react'
import type { RoomsSource } from './rooms-source'

const RoomsSourceContext = createContext<RoomsSource | null>(null)

/**
 * Gives the rooms screens below it their source: a signed-in member's (the database), or null
 * for the guest, whose rooms are the browser's own sample rooms. The app layer chooses once,
 * where it composes the app. Without this provider the screens use the guest's rooms.
 */
export function RoomsSourceProvider({ source, children }: { source: RoomsSource | null; children: ReactNode }) {
  return <RoomsSourceContext value={source}>{children}</RoomsSourceContext>
}

/**
 * The source a {@link RoomsSourceProvider} gave, or null for the guest's own rooms. Light on
 * purpose (no store, no sample data), so the navigation shell can read it on every page.
 */
export function useProvidedRoomsSource(): RoomsSource | null {
  return use(RoomsSourceContext)
}
