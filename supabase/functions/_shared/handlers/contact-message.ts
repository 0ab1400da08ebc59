/**
 * `contact-message`: the public contact form's delivery.
 */
import { z } from 'zod'
import { storeContactMessage, WINDOW_SECONDS } from '../contact-messages.ts'
import type { Handler } from '../deps.ts'
import { endpoint } from '../endpoint.ts'
import { tooManyRequests } from '../errors.ts'
import { parseJsonBody } from '../validation.ts'

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)

/** Request body of the contact form. */
const ContactRequest = z.object({
  name: text('name', 200),
  email: z
    .string({ error: 'email is required' })
    .trim()
    .pipe(z.email('email must be an e-mail address'))
    .pipe(z.string().max(320)),
  subject: text('subject', 200),
  message: text('message', 5000),
})

/** Message for 429. */
export const TOO_MANY_MESSAGES = 'Too many messages; please try again later'

/** The header that carries the client address as Supabase's edge (Cloudflare) recorded it. */
export const CLIENT_IP_HEADER = 'CF-Connecting-IP'

/**
 * The sender's IP address as Supabase's edge recorded it, or null when it recorded none; never a
 * value the sender can choose.
 *
 * Why `CF-Connecting-IP` and nothing else:
 * - Hosted Edge Functions are reached through Cloudflare: Supabase's guide "Logging and Using
 *   Headers" (https://supabase.com/docs/guides/functions/functions-headers) prints the headers a
 *   function receives, `cf-ray`, `cf-worker: supabase.co` and `cdn-loop: cloudflare` among them.
 * - Cloudflare sets `CF-Connecting-IP` to "the client IP address connecting to Cloudflare"
 *   (https://developers.cloudflare.com/fundamentals/reference/http-headers/).
 * - `X-Forwarded-For` keeps whatever the sender wrote and only gets addresses appended after it:
 *   a forged left-most entry reaches a Supabase project unchanged while `cf-connecting-ip` holds
 *   the real address (https://github.com/orgs/supabase/discussions/34647). Supabase documents no
 *   fixed number of proxies after Cloudflare, so no position counted from the right is certain
 *   either. Nor is any contract documented for `X-Real-IP`. Neither header is read.
 *
 * Without the header (a local stack with no Cloudflare in front, `npm run functions`) the result
 * is null and only the per-address limit applies. A self-hosted deployment must set
 * `CF-Connecting-IP` at its own edge, replacing any value a client sends.
 */
export function senderIp(req: Request): string | null {
  const candidate = req.headers.get(CLIENT_IP_HEADER)?.trim() ?? ''
  return isIpAddress(candidate) ? candidate : null
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

/** True for a literal IPv4 or IPv6 address (IPv6 checked by the URL parser), nothing else. */
function isIpAddress(text: string): boolean {
  if (IPV4.test(text)) return true
  return /^[0-9a-fA-F:.]{2,45}$/.test(text) && text.includes(':') && URL.canParse(`http://[${text}]/`)
}

/**
 * POST `{ name, email, subject, message }` (no sign-in needed) -> `{ received: true }`. The
 * message is stored where only the functions and the service role can read it. Errors: 400 bad
 * body, 403 origin, 405 method, 429 `Too many messages; please try again later` (with
 * `Retry-After` in seconds) when the address or the IP sent too many in the last hour, 500.
 */
export const handleContactMessage: Handler = endpoint(['POST'], async (req, deps) => {
  const input = await parseJsonBody(req, ContactRequest)
  const outcome = await storeContactMessage(deps.sql, input, senderIp(req))
  if (!outcome.stored) throw tooManyRequests(TOO_MANY_MESSAGES, WINDOW_SECONDS)
  return { received: true }
})
