import { errorMessage } from './error-message'

/** What a member is told when a write or read could not reach the server. */
export const NETWORK_MESSAGE = 'Nexus could not reach the server. Check your connection and try again.'

/**
 * True when a supabase-js call failed without reaching the server: no HTTP status (0 or none),
 * or the browser's fetch error ('Failed to fetch' in Chromium, 'NetworkError…' in Firefox,
 * 'Load failed' in Safari).
 */
export function isNetworkFailure(error: unknown, status?: number): boolean {
  return !status || /failed to fetch|networkerror|load failed/i.test(errorMessage(error))
}
