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
