import { loadSupabaseFunctions } from '@/lib/supabase'

/** What {@link invokeFunction} resolves to: the JSON answer, or an error message and HTTP status. */
export type FunctionResult<T> =
  { data: T; error: null; status: number } | { data: null; error: string; status: number | null }

/** The message when no backend is configured (guest mode). */
export const NO_BACKEND_MESSAGE = 'This needs a configured backend.'

/** The message when the request could not be sent (network down, CORS refused, chunk failed). */
export const UNREACHABLE_MESSAGE = 'Could not reach the server. Please try again.'

/**
 * Calls a Supabase edge function by name with POST and an optional JSON body, as the signed-in
 * user (the functions client adds the bearer token). Never throws. A non-2xx answer becomes
 * `{ error, status }` with the function's own `{ "error": "<message>" }` text when it sent one
 * (docs/functions.md), else the client's message; a network failure has status null.
 * In guest mode it resolves to `{ error: NO_BACKEND_MESSAGE, status: null }` without loading the functions client.
 */
export async function invokeFunction<T>(name: string, body?: Record<string, unknown>): Promise<FunctionResult<T>> {
  try {
    const functions = await loadSupabaseFunctions()
    if (!functions) return { data: null, error: NO_BACKEND_MESSAGE, status: null }
    const { data, error, response } = await functions.invoke<T>(name, body ? { body } : {})
    if (!error) return { data: data as T, error: null, status: response?.status ?? 200 }
    const context: unknown = (error as { context?: unknown }).context
    if (context instanceof Response) {
      return { data: null, error: (await errorMessageOf(context)) ?? error.message, status: context.status }
    }
    return {
      data: null,
      error: error.name === 'FunctionsFetchError' ? UNREACHABLE_MESSAGE : error.message,
      status: null,
    }
  } catch (error) {
    return {
      data: null,
      error: error instanceof Error && error.message ? error.message : UNREACHABLE_MESSAGE,
      status: null,
    }
  }
}

async function errorMessageOf(response: Response): Promise<string | null> {
  try {
    const payload: unknown = await response.clone().json()
    const message = (payload as { error?: unknown } | null)?.error
    return typeof message === 'string' && message.trim() ? message : null
  } catch {
    return null
  }
}
