/**
 * Request-body validation with zod; failures become 400 with the zod message.
 */
import type { z } from 'zod'
import { badRequest } from './errors.ts'

/** Largest JSON body accepted by the browser-facing functions (bytes). */
const MAX_BODY_BYTES = 16 * 1024

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** True for a uuid in canonical 8-4-4-4-12 hex form (either case). */
export const isUuid = (value: string): boolean => UUID.test(value)

/** Formats zod issues as `path: message; path: message`. */
function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ')
}

/**
 * Reads the body as JSON and validates it.
 * @throws HttpError 400 for a body that is too large, not JSON, or fails `schema`.
 */
export async function parseJsonBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const text = await req.text()
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) throw badRequest('Request body too large')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badRequest('Request body must be a JSON object')
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw badRequest(formatIssues(parsed.error))
  return parsed.data
}
