import { useCallback, useState } from 'react'
import { toast } from '@/components/ui/use-toast'
import type { UrlAnswer } from '@/lib/url-function'

/**
 * A pending call that answers with a page to open (Checkout, billing portal,
 *). `run(key, request)` marks `busy` with `key`, awaits `request`, then opens the
 * url with `open`, or shows the destructive toast 'Error' with the answer's message (else
 * `fallback`); `busy` is cleared afterwards either way.
 */
export function useUrlAction<K>(fallback: string, open: (url: string) => void) {
  const [busy, setBusy] = useState<K | null>(null)
  const run = useCallback(
    async (key: K, request: () => Promise<UrlAnswer>) => {
      setBusy(key)
      try {
        const result = await request()
        if (result.url) open(result.url)
        else toast({ title: 'Error', description: result.error || fallback, variant: 'destructive' })
      } finally {
        setBusy(null)
      }
    },
    [fallback, open],
  )
  return { busy, run }
}
