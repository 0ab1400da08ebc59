/** One thing the visitor did before the app was interactive, as index.html's inline script held it. */
interface HeldEvent {
  event: Event
  /** For `input`: the field's text right after that keystroke. */
  value?: string
  /** Where its element sat under `#root`: the child index at each level (null when outside it). */
  place?: number[] | null
}

/** What index.html's inline script leaves on `window` while a prerendered page is not yet hydrated. */
interface EarlyEvents {
  events: HeldEvent[]
  /** Removes the script's capturing listeners. */
  stop: () => void
}

declare global {
  interface Window {
    __nexusEarlyEvents?: EarlyEvents
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement

/**
 * Gives a field React's `onChange` for text typed before hydration: puts back `value` if the
 * field lost it, through the prototype's setter (React's value tracker does not see that), then
 * fires `input`, which React compares with the value it last knew.
 */
function replayTyping(field: TextField, value: string | undefined): void {
  if (value !== undefined && field.value !== value) {
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value)
  }
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

function replayClick(target: Element, held: MouseEvent): void {
  target.dispatchEvent(
    new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      composed: true,
      detail: held.detail,
      screenX: held.screenX,
      screenY: held.screenY,
      clientX: held.clientX,
      clientY: held.clientY,
      button: held.button,
      buttons: held.buttons,
      ctrlKey: held.ctrlKey,
      shiftKey: held.shiftKey,
      altKey: held.altKey,
      metaKey: held.metaKey,
    }),
  )
}

/** Enter in a text area: the app's key handler first; if nothing handled it, the new line it held back. */
function replayEnter(field: TextField, held: KeyboardEvent): void {
  const handled = !field.dispatchEvent(
    new KeyboardEvent('keydown', {
      key: held.key,
      code: held.code,
      bubbles: true,
      cancelable: true,
      composed: true,
      ctrlKey: held.ctrlKey,
      altKey: held.altKey,
      metaKey: held.metaKey,
    }),
  )
  if (handled || !field.isConnected) return
  const start = field.selectionStart ?? field.value.length
  const end = field.selectionEnd ?? start
  field.setRangeText('\n', start, end, 'end')
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Submits `form` again, with the button that submitted it if that is still one of its own. */
function submit(form: HTMLFormElement, held: SubmitEvent): void {
  const submitter = held.submitter
  if (submitter && submitter.isConnected && (submitter as HTMLButtonElement).form === form)
    form.requestSubmit(submitter)
  else form.requestSubmit()
}

const SAME_ATTRIBUTES = ['href', 'name', 'type', 'aria-label', 'role'] as const

/** Resource hints React may put in a prerendered page (`<link rel="preload">`); not part of its layout. */
const HINTS = new Set(['LINK', 'META', 'SCRIPT', 'STYLE', 'TEMPLATE'])

/** The child elements of `parent`, resource hints left out: what index.html's `place` counts. */
const elementsOf = (parent: Element) => [...parent.children].filter((child) => !HINTS.has(child.tagName))

/**
 * The element on the page now that stands for `target`, where the visitor acted: `target` itself
 * while it is on the page. After a fresh render replaced a stale prerendered page (its frame), the
 * element at the same `place` under `root` (index.html counts the elements at each level, resource
 * hints left out), if it is the same element (tag, text and the
 * attributes that name it); else null, and the event is dropped rather than sent elsewhere.
 */
export function counterpart(target: EventTarget | null, place: number[] | null | undefined, root: Element | null) {
  if (!(target instanceof Element)) return null
  if (target.isConnected) return target
  if (!place || !root) return null
  let candidate: Element | undefined = root
  for (const index of place) candidate = candidate && elementsOf(candidate)[index]
  if (!candidate || candidate.tagName !== target.tagName || candidate.textContent !== target.textContent) return null
  return SAME_ATTRIBUTES.every((name) => candidate.getAttribute(name) === target.getAttribute(name)) ? candidate : null
}

/**
 * A task boundary: React commits what the previous event changed before the next one runs. A
 * timer, not lib/tasks' `nextTask`: a `scheduler.yield()` continuation may run ahead of React's
 * own scheduled render.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Replays, in order, what the visitor did on a prerendered page between its first paint and
 * hydration, or on a stale page's frame before the app rendered the page afresh (held by
 * index.html's inline script; see {@link counterpart}): clicks (buttons, links, checkboxes act as if
 * clicked now), form submissions (with the same submit button), Enter in a text area, and typed
 * text (the fields' React state catches up, so a 'Send' button enables). One event per task, so
 * each sees what the one before it changed (typed text, then Enter, sends that text). Call once,
 * right after the app marks itself interactive; later calls, or pages where nothing was held, do
 * nothing. Events whose element has no counterpart on the page are dropped. Resolves when all
 * are replayed.
 */
export async function replayEarlyEvents(win: Window = window): Promise<void> {
  const early = win.__nexusEarlyEvents
  if (!early) return
  delete win.__nexusEarlyEvents
  early.stop()
  const root = win.document.getElementById('root')
  for (const [index, { event, value, place }] of early.events.entries()) {
    if (index > 0) await nextTask()
    const target = counterpart(event.target, place, root)
    if (!target) continue
    if (event.type === 'input' && isTextField(target)) replayTyping(target, value)
    else if (event.type === 'click') replayClick(target, event as MouseEvent)
    else if (event.type === 'submit' && target instanceof HTMLFormElement) submit(target, event as SubmitEvent)
    else if (event.type === 'keydown' && isTextField(target)) replayEnter(target, event as KeyboardEvent)
  }
}
