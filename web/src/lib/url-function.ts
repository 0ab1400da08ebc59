import { invokeFunction } from '@/lib/edge-functions'

/** What a function that answers with a page to open (Checkout, billing portal) is read for: a url, or an error message. */
export interface UrlAnswer {
  url?: string | null
  error?: string | null
}

/**
 * Calls the edge function `name` (POST, optional JSON body; doc 1 §7, doc 2 §7) and returns its
 * `{ url }`, or `{ error }` with the function's own message, else `fallback`. Never throws.
 */
export async function invokeForUrl(name: string, fallback: string, body?: Record<string, unknown>): Promise<UrlAnswer> {
  const result = await invokeFunction<UrlAnswer>(name, body)
  if (result.error !== null) return { error: result.error || fallback }
  return result.data ?? {}
}
