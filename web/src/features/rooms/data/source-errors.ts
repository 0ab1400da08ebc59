import { errorMessage } from '@/lib/error-message'
import { isNetworkFailure, NETWORK_MESSAGE } from '@/lib/network-failure'
import { RoomsSourceError } from './rooms-source'

/**
 * The {@link RoomsSourceError} for a supabase-js error (`code`, `message`) and the HTTP status:
 * PT429 / 429 → 'rate-limited' with the server's message ('You're posting too fast. …');
 * 23514 (the content check, or a reply to a post that is not there) → 'refused' with its reason;
 * anything else → 'failed' with the server's message (a network failure, or an error without a
 * message, gets {@link NETWORK_MESSAGE}).
 */
export function sourceErrorFrom(error: unknown, status?: number): RoomsSourceError {
  const code = (error as { code?: unknown } | null)?.code
  const message = errorMessage(error)
  if (code === 'PT429' || status === 429) {
    return new RoomsSourceError('rate-limited', message || "You're posting too fast. Please wait a moment.")
  }
  if (code === '23514' && message) return new RoomsSourceError('refused', message)
  return new RoomsSourceError('failed', isNetworkFailure(error, status) || !message ? NETWORK_MESSAGE : message)
}
