import { createContext, use, type ReactNode } from 'react'
import { localResourcesSource } from './local-resources-source'
import type { ResourcesSource } from './resources-source'

const ResourcesSourceContext = createContext<ResourcesSource | null>(null)

/**
 * Gives the resources screen below it its source: a signed-in member's (the database and
 * Storage), or null for the guest, whose resources stay in this browser. The app layer chooses
 * once, where it composes the app. Without this provider the screen uses the guest's resources.
 */
export function ResourcesSourceProvider({ source, children }: { source: ResourcesSource | null; children: ReactNode }) {
  return <ResourcesSourceContext value={source}>{children}</ResourcesSourceContext>
}

/** The source of the screen: the one provided (a member's), else the guest's own resources in this browser. */
export function useResourcesSource(): ResourcesSource {
  return use(ResourcesSourceContext) ?? localResourcesSource
}
