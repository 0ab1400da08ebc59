import { ResourcesScreen } from '@/features/resources/resources-screen'

/** Route /resources: PDF documents and external links; `?item={id}` highlights one. */
export function Component() {
  return <ResourcesScreen />
}
