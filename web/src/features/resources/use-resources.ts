import { useCallback, useSyncExternalStore } from 'react'
import useSWR from 'swr'
import type { OpenPdfResult } from './open-pdf'
import type { LinkResource, PdfResource, Resource } from './resource-model'
import {
  ResourcesSourceError,
  type NewLinkInput,
  type NewPdfInput,
  type ResourcesSource,
} from './data/resources-source'
import { useResourcesSource } from './data/use-resources-source'

/** What {@link useResources} returns. */
export interface ResourcesState {
  /** 'loading' until the list is there; 'error' when it could not be loaded (see `retry`). */
  status: 'loading' | 'ready' | 'error'
  /** Every resource, newest first (empty while loading). */
  resources: Resource[]
  /** Loads the list again after an error. */
  retry: () => void
  /** Adds a link; resolves to it, or rejects with a {@link ResourcesSourceError} (nothing is listed). */
  addLink: (input: NewLinkInput) => Promise<LinkResource>
  /** Keeps and adds a PDF; resolves to it, or rejects with a {@link ResourcesSourceError}. */
  addPdf: (input: NewPdfInput) => Promise<PdfResource>
  /**
   * Deletes a resource. It leaves the list at once and comes back if the source refuses;
   * rejects then with a {@link ResourcesSourceError}.
   */
  remove: (resource: Resource) => Promise<void>
  /** 'Open PDF' (see {@link ResourcesSource.openPdf}). */
  openPdf: (resource: PdfResource) => Promise<OpenPdfResult>
}

/** The cache key of a source's list: per source, and so per person. */
export function resourcesKey(source: ResourcesSource): string {
  return `resources|${source.key}`
}

const noSubscription = () => () => undefined
const EMPTY: Resource[] = []

/**
 * The person's resources and their writes, from whichever source the app gave: a source that
 * holds them in memory (the guest's store) is read at once and followed as it changes; any other
 * is loaded once (SWR, keyed by source) and kept in step with each write: an added resource is
 * put first once the source has stored it, a deleted one leaves at once and is put back (where
 * it was) if the source refuses.
 */
export function useResources(): ResourcesState {
  const source = useResourcesSource()
  const inMemory = source.peek !== undefined
  const peeked = useSyncExternalStore(
    source.subscribe ?? noSubscription,
    () => source.peek?.(),
    () => source.peek?.(),
  )
  const { data, error, mutate } = useSWR<Resource[]>(inMemory ? null : resourcesKey(source), () => source.list(), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    onError: (loadError: unknown) => console.warn('The resources could not be loaded:', loadError),
  })
  const resources = peeked ?? data
  const status = resources ? 'ready' : error ? 'error' : 'loading'

  const addLink = useCallback(
    async (input: NewLinkInput) => {
      const added = await source.addLink(input)
      if (!inMemory)
        await mutate((list = []) => [added, ...list.filter((r) => r.id !== added.id)], { revalidate: false })
      return added
    },
    [source, inMemory, mutate],
  )
  const addPdf = useCallback(
    async (input: NewPdfInput) => {
      const added = await source.addPdf(input)
      if (!inMemory)
        await mutate((list = []) => [added, ...list.filter((r) => r.id !== added.id)], { revalidate: false })
      return added
    },
    [source, inMemory, mutate],
  )
  const remove = useCallback(
    async (resource: Resource) => {
      if (inMemory) return source.remove(resource)
      let index = -1
      await mutate(
        (list = []) => {
          index = list.findIndex((r) => r.id === resource.id)
          return list.filter((r) => r.id !== resource.id)
        },
        { revalidate: false },
      )
      try {
        await source.remove(resource)
      } catch (removeError) {
        await mutate(
          (list = []) => {
            if (list.some((r) => r.id === resource.id)) return list
            const at = index < 0 ? 0 : Math.min(index, list.length)
            return [...list.slice(0, at), resource, ...list.slice(at)]
          },
          { revalidate: false },
        )
        throw removeError instanceof ResourcesSourceError
          ? removeError
          : new ResourcesSourceError('failed', 'The resource could not be deleted. Please try again.')
      }
    },
    [source, inMemory, mutate],
  )
  const openPdf = useCallback((resource: PdfResource) => source.openPdf(resource), [source])
  const retry = useCallback(() => void mutate(), [mutate])

  return { status, resources: resources ?? EMPTY, retry, addLink, addPdf, remove, openPdf }
}
