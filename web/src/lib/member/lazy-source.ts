/** Methods of `T` that follow something live: they take handlers and return the function that stops. */
type LiveMethod<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => () => void ? K : never
}[keyof T]

/**
 * A source whose code loads on first use: `fixed` holds what is known at once (its `key`, say);
 * every other method waits for `load` (a dynamic import, run once; a failed load rejects that
 * call and is tried again at the next one) and calls the loaded source's. A live method (in
 * `live`) returns its stop function at once and starts following once the code is there;
 * stopping before then cancels it. So pages that never touch the source never download its code.
 */
export function lazySource<T extends object>(fixed: Partial<T>, load: () => Promise<T>, live: LiveMethod<T>[]): T {
  let loading: Promise<T> | undefined
  const source = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const call = (name: PropertyKey, args: unknown[]) =>
    source().then((loaded) => (loaded[name as keyof T] as (...a: unknown[]) => unknown)(...args))
  const follow =
    (name: PropertyKey) =>
    (...args: unknown[]) => {
      let stop: (() => void) | null = null
      let stopped = false
      source().then(
        (loaded) => {
          if (!stopped) stop = (loaded[name as keyof T] as (...a: unknown[]) => () => void)(...args)
        },
        (error: unknown) => console.warn('Live updates are off:', error),
      )
      return () => {
        stopped = true
        stop?.()
      }
    }
  return new Proxy(fixed as T, {
    get(target, name) {
      if (name in target) return target[name as keyof T]
      // Not a thenable, and no symbol-keyed protocol (iteration, inspection) is passed on.
      if (name === 'then' || typeof name === 'symbol') return undefined
      if ((live as PropertyKey[]).includes(name)) return follow(name)
      return (...args: unknown[]) => call(name, args)
    },
  })
}
