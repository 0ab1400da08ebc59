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
 * Gives a field React's `onChange` for text that reached it before hydration, however it came
 * (typed key by key, or all at once as a paste, an autofill, a phone keyboard's suggestion or
 * dictation give it): the field holds `value` (the text right after that event; put back through
 * the prototype's setter if the field lost it), and React's `onChange` sees it as new. React
 * notes the text it last knew through the element's own `value` property (and, when hydrating,
 * takes the text the field holds then), and an `input` event reaches `onChange` only when the
 * field's text differs from that note: so the note is first set to other text, through that
 * property, and the field then given `value` through the prototype's setter, which React does not
 * watch. The caret and selection stay where they were.
 */
function replayTyping(field: TextField, value: string | undefined): void {
  const text = value ?? field.value
  const selection = field === field.ownerDocument.activeElement ? selectionOf(field) : null
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  field.value = text === '' ? ' ' : ''
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, text)
  if (selection) restoreSelection(field, selection)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

type Selection = [start: number, end: number, direction: 'forward' | 'backward' | 'none']

/** Where the caret and selection are, or null for a field without them (e-mail, number). */
function selectionOf(field: TextField): Selection | null {
  const { selectionStart, selectionEnd, selectionDirection } = field
  return selectionStart === null || selectionEnd === null
    ? null
    : [selectionStart, selectionEnd, selectionDirection ?? 'none']
}

function restoreSelection(field: TextField, [start, end, direction]: Selection): void {
  field.setSelectionRange(Math.min(start, field.value.length), Math.min(end, field.value.length), direction)
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
 * clicked now), form submissions (with the same submit button), Enter in a text area, and text
 * that reached a field, key by key or in one `input` event (a paste, a fill): the fields' React
 * state catches up, so a 'Send' button enables. One event per task, so
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
