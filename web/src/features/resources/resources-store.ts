import { format } from 'date-fns'
import { z } from 'zod/mini'
import { createPersistedStore } from '@/lib/persist/persisted-store'
import { normalizeLinkUrl } from './link-url'
import {
  newResourceId,
  resourceSchema,
  sampleResources,
  type LinkResource,
  type PdfResource,
  type Resource,
} from './resource-model'

const schema = z.object({ resources: z.array(resourceSchema) })

/** The persisted data: every resource of the person, newest first, PDFs and links mixed. */
export interface ResourcesData {
  resources: Resource[]
}

/** What adding a PDF takes; `id` defaults to a new random one (pass it when the file was stored first). */
export interface NewPdf {
  id?: string
  title: string
  description?: string
  fileName: string
}

/** What adding a link takes. */
export interface NewLink {
  id?: string
  title: string
  description?: string
  url: string
}

/**
 * The person's resources (PDF documents and external links), kept in the browser per person
 * under `nexus:resources`. Everyone starts with 3 sample PDFs and 2 sample links.
 */
export const useResourcesStore = createPersistedStore({
  name: 'nexus:resources',
  version: 1,
  schema: schema as z.ZodMiniType<ResourcesData>,
  seed: ({ now }): ResourcesData => ({ resources: sampleResources(now) }),
  actions: ({ set, get }) => {
    const insert = (resource: Resource): Resource | null => {
      if (get().resources.some((r) => r.id === resource.id)) return null
      set({ resources: [resource, ...get().resources] })
      return resource
    }
    return {
      /**
       * Adds a PDF resource dated today, first in the list, with title and description trimmed.
       * Returns it; null, changing nothing, when the title or file name is blank or the id is taken.
       * The file's bytes are stored separately (see resource-files).
       */
      addPdf(input: NewPdf, now: Date = new Date()): PdfResource | null {
        const title = input.title.trim()
        const fileName = input.fileName.trim()
        if (title === '' || fileName === '') return null
        const resource: PdfResource = {
          kind: 'pdf',
          id: input.id ?? newResourceId(),
          title,
          description: (input.description ?? '').trim(),
          fileName,
          dateAdded: format(now, 'yyyy-MM-dd'),
        }
        return insert(resource) as PdfResource | null
      },
      /**
       * Adds a link resource dated today, first in the list (title, description and URL trimmed;
       * an address typed without its scheme, such as 'example.org/page', gets 'https://' in
       * front: see normalizeLinkUrl). Returns it; null, changing nothing, when the title is
       * blank, the URL is not a web address or the id is taken.
       */
      addLink(input: NewLink, now: Date = new Date()): LinkResource | null {
        const title = input.title.trim()
        const url = normalizeLinkUrl(input.url)
        if (title === '' || url === null) return null
        const resource: LinkResource = {
          kind: 'link',
          id: input.id ?? newResourceId(),
          title,
          description: (input.description ?? '').trim(),
          url,
          dateAdded: format(now, 'yyyy-MM-dd'),
        }
        return insert(resource) as LinkResource | null
      },
      /** Removes the resource `id` and returns it; null, changing nothing, for an unknown id. */
      removeResource(id: string): Resource | null {
        const found = get().resources.find((r) => r.id === id) ?? null
        if (found) set({ resources: get().resources.filter((r) => r.id !== id) })
        return found
      },
    }
  },
})

/**
 * The person's resources as plain JSON for 'Download Data': `{ resources: ({ kind: 'pdf', id,
 * title, description, fileName, dateAdded } | { kind: 'link', id, title, description, url,
 * dateAdded })[] }`, dates 'yyyy-MM-dd'. No file bytes. A copy: changing it changes nothing.
 */
export function getResourcesSnapshot(): unknown {
  return JSON.parse(JSON.stringify({ resources: useResourcesStore.getState().resources })) as unknown
}
