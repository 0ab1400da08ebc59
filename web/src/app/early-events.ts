/** One thing the visitor did before the app was interactive, as index.html's inline script held it. */
interface HeldEvent {
  event: Event
  /** For `input`: the field's text right after that keystroke. */
  value?: string
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

/** A task boundary: React commits what the previous event changed before the next one runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Replays, in order, what the visitor did on a prerendered page between its first paint and
 * hydration (held by index.html's inline script): clicks (buttons, links, checkboxes act as if
 * clicked now), form submissions (with the same submit button), Enter in a text area, and typed
 * text (the fields' React state catches up, so a 'Send' button enables). One event per task, so
 * each sees what the one before it changed (typed text, then Enter, sends that text). Call once,
 * right after the app marks itself interactive; later calls, or pages that were not hydrated, do
 * nothing. Events whose element left the page are dropped. Resolves when all are replayed.
 */
export async function replayEarlyEvents(win: Window = window): Promise<void> {
  const early = win.__nexusEarlyEvents
  if (!early) return
  delete win.__nexusEarlyEvents
  early.stop()
  for (const [index, { event, value }] of early.events.entries()) {
    if (index > 0) await nextTask()
    const target = event.target
    if (!(target instanceof Element) || !target.isConnected) continue
    if (event.type === 'input' && isTextField(target)) replayTyping(target, value)
    else if (event.type === 'click') replayClick(target, event as MouseEvent)
    else if (event.type === 'submit' && target instanceof HTMLFormElement) submit(target, event as SubmitEvent)
    else if (event.type === 'keydown' && isTextField(target)) replayEnter(target, event as KeyboardEvent)
  }
}
