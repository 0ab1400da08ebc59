import { localResourcesSource } from './local-resources-source'
import { useProvidedResourcesSource } from './resources-source-context'
import type { ResourcesSource } from './resources-source'

/** The source of the screen: the one provided (a member's), else the guest's own resources in this browser. */
export function useResourcesSource(): ResourcesSource {
  return useProvidedResourcesSource() ?? localResourcesSource
}
