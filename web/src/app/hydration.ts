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
 * The element the app renders into afresh: `root` itself, or, while a stale page shows its frame
 * (`data-prerender-frame`), a new container after it, marked `data-pending-page` (laid out but
 * hidden and inert, see styles.css). The frame then stays on screen until
 * {@link showRenderedPage} puts the rendered page in its place.
 */
export function renderContainer(root: HTMLElement, html: Element = document.documentElement): HTMLElement {
  if (!html.hasAttribute('data-prerender-frame')) return root
  const container = root.ownerDocument.createElement('div')
  container.setAttribute('data-pending-page', '')
  container.inert = true
  root.after(container)
  return container
}

/**
 * Shows the page the app rendered, before the browser paints again: a pending container (see
 * {@link renderContainer}) replaces the prerendered frame and becomes `#root`, and the marks of a
 * stale page (`data-prerender-stale`, `data-prerender-frame`, `data-saved`) are dropped. Does
 * nothing on a page without them.
 */
export function showRenderedPage(html: Element = document.documentElement): void {
  const pendingPage = html.querySelector<HTMLElement>('[data-pending-page]')
  if (pendingPage) {
    pendingPage.ownerDocument.getElementById('root')?.remove()
    pendingPage.id = 'root'
    pendingPage.removeAttribute('data-pending-page')
    pendingPage.inert = false
  }
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
