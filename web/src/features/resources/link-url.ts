/**
 * The URL `text` (trimmed) when it is an absolute http: or https: URL, else null. Anything
 * else — `javascript:`, `data:`, `mailto:`, a bare 'example.com', text that is not a URL —
 * gives null, so it is never stored as a link nor opened.
 */
export function parseHttpUrl(text: string): URL | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  try {
    const url = new URL(trimmed)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** A scheme at the start of an address (`mailto:`, `javascript:`), but not a host with a port (`example.org:8080`). */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d+(?:[/?#]|$))/i

/**
 * The link to keep for the address `text`, or null when it is not a web address. An absolute
 * http(s) URL is kept as typed (trimmed); an address typed without its scheme, such as
 * `example.org/page`, gets `https://` in front, when what follows names a host with a dot
 * (`example.org`) or `localhost`. Anything with another scheme (`javascript:`, `mailto:`), a
 * protocol-relative `//host`, or text that is not a URL gives null.
 */
export function normalizeLinkUrl(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (parseHttpUrl(trimmed)) return trimmed
  if (SCHEME.test(trimmed) || trimmed.startsWith('/') || /\s/.test(trimmed)) return null
  const url = parseHttpUrl(`https://${trimmed}`)
  if (!url) return null
  const host = url.hostname
  return host === 'localhost' || (host.includes('.') && !host.startsWith('.') && !host.endsWith('.'))
    ? `https://${trimmed}`
    : null
}

/** True when `text` is an absolute http(s) URL (see {@link parseHttpUrl}). */
export function isHttpUrl(text: string): boolean {
  return parseHttpUrl(text) !== null
}

/**
 * Opens `text` in a new tab without opener or referrer, only when it is an http(s) URL.
 * Returns false, opening nothing, for any other text.
 */
export function openHttpUrl(text: string): boolean {
  const url = parseHttpUrl(text)
  if (!url) return false
  window.open(url.href, '_blank', 'noopener,noreferrer')
  return true
}
