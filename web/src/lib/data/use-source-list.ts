import { useCallback, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import useSWR from 'swr'

/**
 * What a source's write answers: a promise, or (for a source that holds its data in memory) the
 * value itself, at once, so a dialog closes in the same task, as a purely local page always
 * did. Such a source refuses by throwing.
 */
export type Answer<T> = T | Promise<T>

/** True when `answer` is still to come (a promise). */
export function isPending<T>(answer: Answer<T>): answer is Promise<T> {
  return typeof (answer as { then?: unknown } | null)?.then === 'function'
}

/** The items of a source that holds them in memory (the browser's own store), read at once. */
export interface ListMemory<T> {
  /** Calls `onChange` after every change of the items (another tab's too); returns the unsubscribe. */
  subscribe(onChange: () => void): () => void
  /** The items now; the same array while nothing changed. */
  items(): T[]
  /** The items the page was first rendered with (a page prerendered ahead of time hydrates with them). */
  initialItems(): T[]
}

/** What {@link useSourceList} gives. */
export interface SourceList<T> {
  /** 'loading' until the items are there; 'error' when they could not be loaded (see `retry`). */
  status: 'loading' | 'ready' | 'error'
  /** The items (empty while loading); optimistic writes show here at once. */
  items: T[]
  /** The load error while `status` is 'error', else null. */
  error: unknown
  /** Reads the items again. */
  retry: () => void
  /** Reads the items again and resolves once they are there (after a bulk write, say). */
  reload: () => Promise<void>
  /**
   * Runs the write `run`. On an in-memory source, just that, answering as `run` does (its store
   * changes and is followed). On a server, optimistically: `optimistic` shows the change at once;
   * once `run` resolves, `settle` puts its result in; if it rejects, the items are rolled back
   * and the call rejects with its error.
   */
  write: <R>(run: () => Answer<R>, optimistic: (items: T[]) => T[], settle: (items: T[], result: R) => T[]) => Answer<R>
}

const NONE: never[] = []
const noMemory: ListMemory<never> = {
  subscribe: () => () => undefined,
  items: () => NONE,
  initialItems: () => NONE,
}

/**
 * The items of a data source: a source holding them in memory (`memory`) is read at once with
 * useSyncExternalStore, so the first render (and a page rendered ahead of time) shows them; one
 * that asks a server (`memory` undefined) is read through SWR under `key` (one cache per source,
 * and so per person), again when the tab regains focus, with no automatic retry. `label` names
 * the data in the console warning of a failed load.
 */
export function useSourceList<T>(
  key: string,
  memory: ListMemory<T> | undefined,
  list: () => Promise<T[]>,
  label: string,
): SourceList<T> {
  const { subscribe, items: memoryItems, initialItems } = memory ?? (noMemory as ListMemory<T>)
  const inMemory = useSyncExternalStore(subscribe, memoryItems, initialItems)
  const { data, error, mutate } = useSWR<T[]>(memory ? null : key, list, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    onError: (loadError: unknown) => console.warn(`${label} could not be loaded:`, loadError),
  })
  const items = memory ? inMemory : (data ?? (NONE as T[]))
  const latest = useRef(items)
  useLayoutEffect(() => {
    latest.current = items
  })

  const write = useCallback(
    <R>(run: () => Answer<R>, optimistic: (items: T[]) => T[], settle: (items: T[], result: R) => T[]): Answer<R> => {
      if (memory) return run()
      const done: { result?: R } = {}
      return mutate(
        async () => {
          done.result = await run()
          // On top of what shows now, so other writes under way are kept.
          return settle(latest.current, done.result)
        },
        {
          optimisticData: (current) => optimistic(current ?? latest.current),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      ).then(() => done.result as R)
    },
    [memory, mutate],
  )

  const reload = useCallback(async () => {
    if (!memory) await mutate()
  }, [memory, mutate])
  const retry = useCallback(() => void reload(), [reload])

  return useMemo(
    () => ({
      status: memory || data ? 'ready' : error ? 'error' : 'loading',
      items,
      error: memory || data ? null : ((error as unknown) ?? null),
      retry,
      reload,
      write,
    }),
    [memory, data, error, items, retry, reload, write],
  )
}
