import { guestSource } from '@/lib/data/guest-source'
import { useProvidedResourcesSource } from './resources-source-context'
import type { ResourcesSource } from './resources-source'

/** The guest's own resources in this browser (the resources store and its samples), loaded only for a guest. */
export const guestResourcesSource = guestSource(
  async () => (await import('./local-resources-source')).localResourcesSource,
)

/**
 * The source of the screen: the one provided (a member's), else the guest's own resources in this
 * browser (the render suspends while their code loads, see {@link guestResourcesSource}).
 */
export function useResourcesSource(): ResourcesSource {
  return useProvidedResourcesSource() ?? guestResourcesSource.use()
}
