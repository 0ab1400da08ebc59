import { UNREACHABLE_MESSAGE } from '@/lib/edge-functions'
import { loadSupabaseFunctions } from '@/lib/supabase'
import type { ContactFormValues } from './contact-values'

/** The edge function that stores a contact message (no sign-in needed). */
export const CONTACT_FUNCTION = 'contact-message'

/** The function's rate-limit window (one hour): the wait assumed when a 429 names none. */
export const DEFAULT_RETRY_AFTER_SECONDS = 3600

/** Message for a 5xx answer: the server's own text ('Internal server error') helps nobody. */
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Your message was not sent; please try again.'

/** The outcome of {@link sendContactMessage}. */
export type SendOutcome =
  | { status: 'sent' }
  /** Guest mode: this build has no backend, so nothing was sent. */
  | { status: 'no-backend' }
  /** Refused or failed; `message` is a sentence to show the sender. */
  | { status: 'failed'; message: string }

/**
 * The message for a 429 answer: 'Too many messages. Please try again in N minutes.' (or '1 minute').
 * @param retryAfterSeconds the wait in seconds, rounded up to whole minutes (at least 1).
 */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many messages. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

/**
 * Reads a `Retry-After` header: delay-seconds ('3600') or an HTTP date, relative to `now` (ms).
 * @returns seconds to wait (0 for a date in the past), or null when absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value)
  // An HTTP date names its weekday and month ('Sat, 01 Mar 2025 12:10:00 GMT').
  const at = /^[A-Za-z]{3}, /.test(value) ? Date.parse(value) : Number.NaN
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000))
}

async function functionErrorText(response: Response): Promise<string | null> {
  try {
    const payload: unknown = await response.clone().json()
    const message = (payload as { error?: unknown } | null)?.error
    return typeof message === 'string' && message.trim() ? message.trim() : null
  } catch {
    return null
  }
}

/** A validation message of the function ('email must be an e-mail address') as a sentence. */
function asSentence(text: string): string {
  const sentence = text.charAt(0).toUpperCase() + text.slice(1)
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`
}

/** Maps a non-2xx answer of the function to the sentence the sender sees. */
async function failureMessage(response: Response): Promise<string> {
  if (response.status === 429) {
    // Readable only when the function exposes the header to the page (CORS); else its window.
    const wait = parseRetryAfter(response.headers.get('Retry-After')) ?? DEFAULT_RETRY_AFTER_SECONDS
    return rateLimitMessage(wait)
  }
  if (response.status >= 500) return SERVER_ERROR_MESSAGE
  const text = await functionErrorText(response)
  return text ? asSentence(text) : SERVER_ERROR_MESSAGE
}

/**
 * Delivers the contact form through the `contact-message` edge function (POST
 * `{ name, email, subject, message }`, each trimmed). Never throws:
 * - guest mode (no Supabase project): `{ status: 'no-backend' }`, no request and no functions client load;
 * - 2xx: `{ status: 'sent' }`;
 * - 429: 'Too many messages. Please try again in N minutes.', N from `Retry-After` (seconds or an
 *   HTTP date), else the function's one-hour window;
 * - 400 and other 4xx: the function's own message as a sentence (e.g. 'Email must be an e-mail address.');
 * - 5xx: {@link SERVER_ERROR_MESSAGE}; no answer at all (network, CORS): the shared 'Could not reach
 *   the server. Please try again.'.
 */
export async function sendContactMessage(values: ContactFormValues): Promise<SendOutcome> {
  try {
    const functions = await loadSupabaseFunctions()
    if (!functions) return { status: 'no-backend' }
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    }
    const { error } = await functions.invoke(CONTACT_FUNCTION, { body })
    if (!error) return { status: 'sent' }
    const context: unknown = (error as { context?: unknown }).context
    if (context instanceof Response) return { status: 'failed', message: await failureMessage(context) }
    return { status: 'failed', message: UNREACHABLE_MESSAGE }
  } catch {
    return { status: 'failed', message: UNREACHABLE_MESSAGE }
  }
}
