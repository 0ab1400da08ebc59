import { replayEarlyEvents } from './early-events'

/**
 * How the app takes over `#root`: 'hydrate' when the page was prerendered and index.html's
 * script found it current for this visitor (no `data-prerender-stale`), else 'render' (the
 * prerendered markup, if any, is dropped).
 */
export function mountMode(html: Element): 'hydrate' | 'render' {
  return html.hasAttribute('data-prerendered') && !html.hasAttribute('data-prerender-stale') ? 'hydrate' : 'render'
}

/**
 * React's `onRecoverableError` while hydrating: reported with `console.error`, hydration
 * mismatches included (the prerendered page must be what the app renders on its first pass: the
 * end-to-end tests fail on any console error). React has then rendered the page again on the client.
 */
export function onHydrationError(error: unknown): void {
  console.error('Nexus: hydration error:', error)
}

/**
 * Drops the marks of a stale prerendered page (`data-prerender-stale`, `data-prerender-frame`,
 * `data-saved`) as
 * the app's first render commits, before the browser paints it: the page the app rendered shows
 * in full from its first frame. Does nothing on a page without them.
 */
export function showRenderedPage(html: Element = document.documentElement): void {
  html.removeAttribute('data-prerender-stale')
  html.removeAttribute('data-prerender-frame')
  html.removeAttribute('data-saved')
}

/**
 * Marks `<html data-hydrated>` once the app is interactive (after the first commit, either mode),
 * then replays what the visitor did on the prerendered page before that (see early-events.ts).
 */
export function markInteractive(html: Element = document.documentElement): void {
  html.setAttribute('data-hydrated', '')
  void replayEarlyEvents()
}
