/**
 * The message of an error-like value (an Error, or a supabase-js error object with `message`),
 * or '' when there is none, so callers can write `errorMessage(e) || 'Fallback text'`.
 */
export function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null | undefined)?.message
  return typeof message === 'string' ? message.trim() : ''
}
