/**
 * Runs the Stripe double in a Web Worker (its own thread), so a benchmark measures the functions'
 * CPU, not the double's. Post `{ secretKey }`; the worker answers `{ url }`.
 */
/// <reference lib="deno.worker" />
import { startStripeDouble } from './stripe_double.ts'

self.onmessage = async (e: MessageEvent<{ secretKey: string }>) => {
  const double = await startStripeDouble({ secretKey: e.data.secretKey })
  self.postMessage({ url: double.url })
}
