import { guestResourcesSource } from '@/features/resources/data/use-resources-source'
import { ResourcesScreen } from '@/features/resources/resources-screen'

/** Before a guest's first render of their resources: their code and saved resources. */
export const prepareGuest = () => guestResourcesSource.load()

/** Route /resources: PDF documents and external links; `?item={id}` highlights one. */
export function Component() {
  return <ResourcesScreen />
}
