/**
 * The sidebar's expanded/collapsed state in a cookie:
 * `sidebar:state=true|false; path=/; max-age=604800` (7 days). Pure helpers.
 */

/** Cookie name. */
export const SIDEBAR_COOKIE_NAME = 'sidebar:state'
/** Cookie lifetime: 7 days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7

/** The `document.cookie` assignment that stores `open` (true = expanded). */
export function serializeSidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}`
}

/**
 * Reads the stored state from a cookie header string (`document.cookie`): true or false,
 * or null when the cookie is absent or holds anything else.
 */
export function parseSidebarCookie(cookieHeader: string): boolean | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() !== SIDEBAR_COOKIE_NAME) continue
    const value = part.slice(eq + 1).trim()
    if (value === 'true') return true
    if (value === 'false') return false
    return null
  }
  return null
}

/** The state to start with: the cookie's, else expanded (the default). */
export function initialSidebarOpen(cookieHeader: string, fallback = true): boolean {
  return parseSidebarCookie(cookieHeader) ?? fallback
}
