/**
 * A new random UUID (version 4), made in the browser: the id of a post, reply or chat message
 * (so that an optimistic item and the server's echo of it are one), or a Presence key.
 * `crypto.randomUUID()`, or the same format from `crypto.getRandomValues()` where the former is
 * missing (a page served over plain http).
 */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
