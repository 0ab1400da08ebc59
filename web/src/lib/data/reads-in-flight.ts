import type { Middleware } from 'swr'
import { whenIdle } from '@/lib/on-demand'

let inFlight = 0
const onSettled = new Set<() => void>()

function finished(): void {
  inFlight -= 1
  if (inFlight > 0) return
  const waiting = [...onSettled]
  onSettled.clear()
  waiting.forEach((resume) => resume())
}

/**
 * Counts `read` among the page's reads in flight until it settles, for {@link whenReadsSettled}
 * (for a read outside SWR, such as a chat's first page).
 * @returns `read` itself.
 */
export function trackRead<T>(read: Promise<T>): Promise<T> {
  inFlight += 1
  void read.then(finished, finished)
  return read
}

/**
 * SWR middleware that counts the page's reads in flight (every fetcher call under the app's
 * `SWRConfig`), for {@link whenReadsSettled}. The fetcher's answer and errors pass through as they are.
 */
export const countReads: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const counted: typeof fetcher =
    fetcher &&
    ((...args) => {
      const answer = fetcher(...args)
      return answer instanceof Promise ? trackRead(answer) : answer
    })
  return useSWRNext(key, counted, config)
}

/**
 * Resolves once no read counted by {@link countReads} or {@link trackRead} is in flight and the
 * browser is idle and has painted ({@link whenIdle}), with no read started meanwhile: for work that
 * must not compete with what the page shows first (a live channel, say). A page whose reads start
 * one after another waits for the last of them.
 */
export function whenReadsSettled(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (inFlight > 0) {
        onSettled.add(() => whenIdle(check))
        return
      }
      resolve()
    }
    whenIdle(check)
  })
}
