import { useDeferredValue, useMemo } from 'react'
import type { Middleware, SWRResponse } from 'swr'

/**
 * SWR middleware that renders a read's answer as a transition: `data`, `error` and `isLoading`
 * change together in a render React splits into slices the browser can interrupt. SWR's store
 * alone (useSyncExternalStore) renders every component that reads an answer in one task, which a
 * phone spends without handling a tap or a keystroke. The first render shows what SWR has at
 * once (a cached or fallback answer), and `mutate` is SWR's own.
 */
export const answersAsTransitions: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config)
  const { data, error, isLoading } = swr
  const shown = useDeferredValue(useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]))
  return {
    data: shown.data,
    error: shown.error,
    isLoading: shown.isLoading,
    get isValidating() {
      return swr.isValidating
    },
    mutate: swr.mutate,
  } as SWRResponse
}
