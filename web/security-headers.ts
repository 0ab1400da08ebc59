/**
 * The HTTP security headers of Nexus, from one source: `npm start` (vite preview) sends them on
 * every response, and the build writes them to `<outDir>/_headers` for static hosts (Netlify and
 * Cloudflare Pages read that file). Imported by vite.config.ts; runs in Node only.
 */
import { createHash } from 'node:crypto'

/** What the Content-Security-Policy depends on. */
export interface SecurityHeaderInput {
  /** The configured Supabase URL (VITE_SUPABASE_URL), or '' in guest mode. */
  supabaseUrl: string
  /** CSP source expressions ('sha256-…') of the inline scripts the pages may run. */
  scriptHashes: readonly string[]
}

/**
 * The CSP hash source of every inline `<script>` (without `src`) in `html`, e.g. the theme
 * script that runs before first paint. Returns `'sha256-<base64>'` entries, quoted as CSP wants.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? ''
    if (body.trim() === '') continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The websocket origin of an http(s) URL (realtime uses it), e.g. https://x.supabase.co → wss://x.supabase.co. */
function websocketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws')
}

/** Strict-Transport-Security: https only for two years, subdomains included (no preload). */
export const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * The headers, as name → value:
 * - Content-Security-Policy: scripts only from the app's origin plus the given inline hashes;
 *   network only to the app and the Supabase project (https and its websocket); images only from
 *   the app, `data:`, `blob:` and https (never plain http); no plugins, no `<base>`, never framed;
 * - X-Content-Type-Options: nosniff; Referrer-Policy: strict-origin-when-cross-origin;
 * - Permissions-Policy: camera and microphone for the app itself only (the meeting room), every
 *   other powerful feature off;
 * - Strict-Transport-Security ({@link HSTS}; browsers ignore it over plain http, so a local
 *   `npm start` is unaffected);
 * - Cross-Origin-Opener-Policy: same-origin. The tabs the app opens (Stripe Checkout, the billing
 *   portal, PDFs, links) keep no link back to it anyway (no opener), so they still open.
 * @throws Error when `supabaseUrl` is set but not an http(s) URL.
 */
export function securityHeaders({ supabaseUrl, scriptHashes }: SecurityHeaderInput): Record<string, string> {
  const connect = ["'self'"]
  if (supabaseUrl) {
    const url = new URL(supabaseUrl)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not an http(s) URL: ${supabaseUrl}`)
    connect.push(url.origin, websocketOrigin(url.origin))
  }
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' blob: mediastream:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(self), microphone=(self), display-capture=(), geolocation=(), payment=(), usb=(), serial=()',
    'Strict-Transport-Security': HSTS,
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** The `_headers` file of static hosts: every path gets `headers`. */
export function headersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n')
}

/** Reads a `_headers` file written by {@link headersFile} back into name → value (the `/*` block). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.*)$/.exec(line)
    if (match) headers[match[1]!] = match[2]!
  }
  return headers
}
