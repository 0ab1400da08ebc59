import { createContext, use, type ReactNode } from 'react'
import type { ResourcesSource } from './resources-source'

const ResourcesSourceContext = createContext<ResourcesSource | null>(null)

/**
 * Gives the resources screen below it its source: a signed-in member's (the database and
 * Storage), or null for the guest, whose resources stay in this browser. The app layer chooses
 * once, where it composes the app. Without this provider the screen uses the guest's resources.
 * This module holds no guest code, so the app shell that provides it does not load the guest's
 * store: screens read the source through `useResourcesSource` (./use-resources-source).
 */
export function ResourcesSourceProvider({ source, children }: { source: ResourcesSource | null; children: ReactNode }) {
  return <ResourcesSourceContext value={source}>{children}</ResourcesSourceContext>
}

/** The provided source (a member's), or null: the guest's, which `useResourcesSource` supplies. */
export function useProvidedResourcesSource(): ResourcesSource | null {
  return use(ResourcesSourceContext)
}
