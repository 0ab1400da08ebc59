import { normalizeLinkUrl } from '../link-url'
import { openPdfResource } from '../open-pdf'
import { deleteResourceFile, isFileStorageAvailable, saveResourceFile } from '../resource-files'
import { newResourceId } from '../resource-model'
import { useResourcesStore } from '../resources-store'
import { ResourcesSourceError, type ResourcesSource } from './resources-source'

/** The refusal of a link that is not a web address, as 'Add Resource' shows it. */
export const INVALID_LINK_MESSAGE = 'Only web links starting with http:// or https:// can be added.'

/** The refusal of a PDF the browser cannot keep, as 'Add Resource' shows it. */
export const PDF_NOT_SAVED_MESSAGE =
  "This browser's file storage (IndexedDB) is unavailable or full, so the PDF was not added. Links can still be added."

/**
 * The guest's resources: the browser's own store (`nexus:resources`, in the current person's
 * scope) with PDFs' bytes in IndexedDB, exactly as without a backend. Reads are synchronous
 * ({@link ResourcesSource.peek}); writes change the store at once. A PDF's bytes are stored
 * before it is listed ('unavailable' when IndexedDB refuses); deleting a PDF deletes its file
 * afterwards (a failure there is only logged: the resource is gone either way).
 */
export const localResourcesSource: ResourcesSource = {
  key: 'local',
  list: () => Promise.resolve(useResourcesStore.getState().resources),
  peek: () => useResourcesStore.getState().resources,
  subscribe: (listener) => useResourcesStore.subscribe(listener),

  addLink(input) {
    const added = useResourcesStore.getState().addLink(input)
    if (added) return Promise.resolve(added)
    const message = normalizeLinkUrl(input.url) === null ? INVALID_LINK_MESSAGE : 'Please provide both a title and URL'
    return Promise.reject(new ResourcesSourceError('invalid', message))
  },

  async addPdf({ title, description, fileName, bytes }) {
    const id = newResourceId()
    try {
      await saveResourceFile(id, bytes)
    } catch {
      throw new ResourcesSourceError('unavailable', PDF_NOT_SAVED_MESSAGE)
    }
    const added = useResourcesStore.getState().addPdf({ id, title, description, fileName })
    if (added) return added
    void deleteResourceFile(id).catch(() => undefined)
    throw new ResourcesSourceError('invalid', 'Please provide both a title and upload a PDF file')
  },

  remove(resource) {
    const removed = useResourcesStore.getState().removeResource(resource.id)
    if (removed?.kind === 'pdf') {
      deleteResourceFile(resource.id).catch((error: unknown) => {
        console.warn(`The stored file of resource ${resource.id} could not be deleted.`, error)
      })
    }
    return Promise.resolve()
  },

  openPdf: (resource) => openPdfResource(resource),
  checkFileStorage: () => isFileStorageAvailable(),
}
