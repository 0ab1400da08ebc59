import { replayEarlyEvents } from './early-events'

/**
 * How the app takes over `#root`: 'hydrate' when the page was prerendered and index.html's
 * script found it current for this visitor (no `data-prerender-stale`), else 'render' (the
 * prerendered markup, if any, is dropped).
 */
export function mountMode(html: Element): 'hydrate' | 'render' {
  return html.hasAttribute('data-prerendered') && !html.hasAttribute('data-prerender-stale') ? 'hydrate' : 'render'
}

/** Production React's codes for a hydration mismatch (its messages are minified there). */
const HYDRATION_MISMATCH_CODES = /Minified React error #(418|419|421|422|423|425)\b/

/**
 * React's `onRecoverableError` while hydrating. A prerendered page may differ from what the app
 * renders now (sample times are relative to the minute; the visitor's time zone): React then renders
 * the page again on the client, which is expected and not reported. Any other error is reported
 * with `console.error`.
 */
export function onHydrationError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error)
  if (/hydrat/i.test(message) || HYDRATION_MISMATCH_CODES.test(message)) return
  console.error(error)
}

/**
 * Marks `<html data-hydrated>` once the app is interactive (after the first commit, either mode),
 * then replays what the visitor did on the prerendered page before that (see early-events.ts).
 */
export function markInteractive(html: Element = document.documentElement): void {
  html.setAttribute('data-hydrated', '')
  void replayEarlyEvents()
}
