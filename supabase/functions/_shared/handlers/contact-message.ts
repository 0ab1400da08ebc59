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

/** The sender's IP as the platform forwards it (first `X-Forwarded-For` entry), or null. */
export function senderIp(req: Request): string | null {
  const forwarded = req.headers.get('X-Forwarded-For')?.split(',')[0]?.trim()
  const candidate = forwarded || req.headers.get('X-Real-IP')?.trim() || ''
  return /^[0-9a-fA-F:.]{3,45}$/.test(candidate) ? candidate : null
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
