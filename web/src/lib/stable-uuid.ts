/** A UUID in text form (any version, either case). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** True when `id` is a UUID (any version, either case), as the database's `uuid` type takes it. */
export function isUuid(id: unknown): id is string {
  return typeof id === 'string' && UUID_PATTERN.test(id)
}

/**
 * A UUID (version 8 layout, RFC 9562) made from `name` with SHA-256: the same name always gives
 * the same UUID, and different names practically never share one. For ids that must stay the same
 * across repeated imports of one item (e.g. `guest-event:<member id>:<local id>`).
 */
export async function stableUuid(name: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(name))).slice(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x80
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
