import { z } from 'zod/mini'
import { type FunctionResult, invokeFunction } from '@/lib/edge-functions'
import { env } from '@/lib/env'

const turnAnswer = z.object({
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.optional(z.string()),
      credential: z.optional(z.string()),
    }),
  ),
  ttl: z.number(),
})

/**
 * The default STUN servers: one `RTCIceServer` with every URL of `stunUrls` (a comma-separated
 * list, `VITE_STUN_URLS` by default), or none when it is unset or blank.
 */
export function defaultIceServers(stunUrls: string | undefined = env.VITE_STUN_URLS): RTCIceServer[] {
  const urls = (stunUrls ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  return urls.length ? [{ urls }] : []
}

/**
 * The ICE servers for a meeting's peer connections. Asks the `turn-credentials` edge function
 * for short-lived TURN credentials (as the signed-in member): when it answers 200 with
 * `{ iceServers, ttl }`, those servers, followed by the default STUN servers
 * ({@link defaultIceServers}); it answers an empty list when the project has no TURN server.
 * When it fails, answers something malformed, or cannot be reached (guest mode too): the
 * default STUN servers only, with a warning, or none (two browsers on one host still connect
 * with host candidates). Never throws.
 */
export async function fetchIceServers(
  invoke: (name: string) => Promise<FunctionResult<unknown>> = invokeFunction,
  stunUrls: string | undefined = env.VITE_STUN_URLS,
): Promise<RTCIceServer[]> {
  const fallback = defaultIceServers(stunUrls)
  const result = await invoke('turn-credentials')
  if (result.error !== null) {
    console.warn(`Meeting: no TURN credentials (${result.error}); using STUN only`)
    return fallback
  }
  const answer = turnAnswer.safeParse(result.data)
  if (!answer.success) {
    console.warn('Meeting: the TURN credentials answer was malformed; using STUN only')
    return fallback
  }
  return [...answer.data.iceServers, ...fallback]
}
