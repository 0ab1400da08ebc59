import { act, createElement, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { counterpart, replayEarlyEvents } from './early-events'

/** Holds `event` as index.html's inline script does (for input: with the field's text). */
function held(events: Array<{ event: Event; value?: string; place?: number[] | null }>) {
  const stop = vi.fn()
  window.__nexusEarlyEvents = { events, stop }
  return stop
}

function dispatched<E extends Event>(target: EventTarget, event: E): E {
  target.dispatchEvent(event)
  return event
}

afterEach(() => {
  document.body.replaceChildren()
  delete window.__nexusEarlyEvents
})

describe('replayEarlyEvents', () => {
  it('stops holding, then replays clicks in order on the same elements', async () => {
    const first = document.body.appendChild(document.createElement('button'))
    const second = document.body.appendChild(document.createElement('button'))
    const order: string[] = []
    first.addEventListener('click', () => order.push('first'))
    second.addEventListener('click', () => order.push('second'))
    const stop = held([
      { event: dispatched(second, new MouseEvent('click', { bubbles: true })) },
      { event: dispatched(first, new MouseEvent('click', { bubbles: true })) },
    ])
    order.length = 0
    await replayEarlyEvents()
    expect(stop).toHaveBeenCalledOnce()
    expect(order).toEqual(['second', 'first'])
    expect(window.__nexusEarlyEvents).toBeUndefined()
  })

  it('puts back text a field lost and fires input for it', async () => {
    const field = document.body.appendChild(document.createElement('textarea'))
    const seen: string[] = []
    field.addEventListener('input', () => seen.push(field.value))
    held([{ event: dispatched(field, new Event('input', { bubbles: true })), value: 'typed early' }])
    seen.length = 0
    await replayEarlyEvents()
    expect(field.value).toBe('typed early')
    expect(seen).toEqual(['typed early'])
  })

  it('inserts the held new line when no key handler takes Enter, and not when one does', async () => {
    const plain = document.body.appendChild(document.createElement('textarea'))
    plain.value = 'line'
    plain.setSelectionRange(4, 4)
    const handled = document.body.appendChild(document.createElement('textarea'))
    handled.value = 'send me'
    handled.addEventListener('keydown', (event) => event.preventDefault())
    held([
      { event: dispatched(plain, new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })) },
      { event: dispatched(handled, new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })) },
    ])
    await replayEarlyEvents()
    expect(plain.value).toBe('line\n')
    expect(handled.value).toBe('send me')
  })

  it('submits a held form again and drops events of elements that left the page', async () => {
    const form = document.body.appendChild(document.createElement('form'))
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', onSubmit)
    const gone = document.body.appendChild(document.createElement('button'))
    const onGoneClick = vi.fn()
    gone.addEventListener('click', onGoneClick)
    held([
      { event: dispatched(form, new Event('submit', { bubbles: true, cancelable: true })) },
      { event: dispatched(gone, new MouseEvent('click', { bubbles: true })) },
    ])
    onSubmit.mockClear()
    onGoneClick.mockClear()
    gone.remove()
    await replayEarlyEvents()
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(onGoneClick).not.toHaveBeenCalled()
  })

  it('does nothing when nothing was held', async () => {
    await expect(replayEarlyEvents()).resolves.toBeUndefined()
  })
})

/** A message box as the app's composers are: controlled, and 'Send' enabled once it holds text. */
function Composer() {
  const [text, setText] = useState('')
  return createElement(
    'form',
    null,
    createElement('textarea', {
      'aria-label': 'Message',
      value: text,
      onChange: (e: { target: { value: string } }) => setText(e.target.value),
    }),
    createElement('button', { type: 'submit', disabled: text.trim() === '' }, 'Send'),
  )
}

/** Composer's prerendered markup in #root; `early` runs on it before React hydrates it. */
async function hydratedComposer(early: (box: HTMLTextAreaElement) => void) {
  const root = document.body.appendChild(rootWith(renderToString(createElement(Composer))))
  const box = root.querySelector('textarea')!
  early(box)
  await act(async () => {
    hydrateRoot(root, createElement(Composer))
  })
  return { box, send: root.querySelector('button')! }
}

/** What a field does as text reaches it: its text changes, then `input` fires (held by index.html). */
function enter(box: HTMLTextAreaElement, text: string) {
  const proto = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!
  proto.set!.call(box, text)
  return { event: dispatched(box, new Event('input', { bubbles: true })), value: text }
}

describe('replayEarlyEvents: a hydrated controlled field holds what reached it before', () => {
  it.each([
    ['in one input event (a paste, a fill)', ['Pasted before the app loaded']],
    ['key by key', ['T', 'Ty', 'Typ', 'Typed']],
  ])('%s: the app takes the text, and Send enables', async (_way, steps) => {
    const events: ReturnType<typeof enter>[] = []
    const { box, send } = await hydratedComposer((field) => {
      for (const step of steps) events.push(enter(field, step))
    })
    expect(send.disabled).toBe(true)
    held(events)
    await act(() => replayEarlyEvents())
    expect(box.value).toBe(steps.at(-1))
    expect(send.disabled).toBe(false)
  })

  it('a field emptied before hydration is empty for the app too', async () => {
    const events: ReturnType<typeof enter>[] = []
    const { box, send } = await hydratedComposer((field) => {
      events.push(enter(field, 'Oops'), enter(field, ''))
    })
    held(events)
    await act(() => replayEarlyEvents())
    expect(box.value).toBe('')
    expect(send.disabled).toBe(true)
  })

  it('keeps the caret where the visitor left it', async () => {
    const events: ReturnType<typeof enter>[] = []
    const { box } = await hydratedComposer((field) => events.push(enter(field, 'Hello there')))
    box.focus()
    box.setSelectionRange(5, 5)
    held(events)
    await act(() => replayEarlyEvents())
    expect([box.selectionStart, box.selectionEnd]).toEqual([5, 5])
  })
})

/** A root holding `html`, as the page's #root. */
function rootWith(html: string): HTMLElement {
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = html
  return root
}

const FRAME =
  '<aside><nav><a href="/friends">Friends</a><a href="/journals">Journal</a></nav></aside><main><h1>Journal</h1><button type="button">New Entry</button></main>'

describe('counterpart', () => {
  it('is the element itself while it is on the page', () => {
    const root = document.body.appendChild(rootWith(FRAME))
    const link = root.querySelector('a')!
    expect(counterpart(link, [0, 0, 0], root)).toBe(link)
  })

  it('after a fresh render replaced the page: the same element at the same place', () => {
    const stale = rootWith(`<link rel="preload" as="image" href="/favicon.png">${FRAME}`)
    const link = stale.querySelector('a[href="/journals"]')!
    const button = stale.querySelector('button')!
    const fresh = document.body.appendChild(rootWith(FRAME))
    expect(counterpart(link, [0, 0, 1], fresh)).toBe(fresh.querySelector('a[href="/journals"]'))
    expect(counterpart(button, [1, 1], fresh)).toBe(fresh.querySelector('button'))
  })

  it('counts no resource hint (a preload React put in the prerendered page) as a place', () => {
    const button = rootWith(FRAME).querySelector('button')!
    const fresh = document.body.appendChild(rootWith(`<link rel="preload" as="image" href="/favicon.png">${FRAME}`))
    expect(counterpart(button, [1, 1], fresh)).toBe(fresh.querySelector('button'))
  })

  it('is null when the element there is another one (other text, link or tag), or there is none', () => {
    const link = rootWith(FRAME).querySelector('a[href="/journals"]')!
    const moved = document.body.appendChild(
      rootWith('<aside><nav><a href="/friends">Friends</a><a href="/calendar">Journal</a></nav></aside>'),
    )
    expect(counterpart(link, [0, 0, 1], moved)).toBeNull()
    expect(counterpart(link, [0, 0, 0], moved)).toBeNull()
    expect(counterpart(link, [3, 0], moved)).toBeNull()
    expect(counterpart(link, null, moved)).toBeNull()
  })
})

describe('replayEarlyEvents after a fresh render', () => {
  it('clicks the counterpart of an element of the replaced page', async () => {
    const stale = document.body.appendChild(rootWith(FRAME))
    const oldButton = stale.querySelector('button')!
    const event = dispatched(oldButton, new MouseEvent('click', { bubbles: true }))
    stale.replaceChildren(...rootWith(FRAME).childNodes)
    const newButton = stale.querySelector('button')!
    const clicks = vi.fn()
    newButton.addEventListener('click', clicks)
    held([{ event, place: [1, 1] }])
    await replayEarlyEvents()
    expect(clicks).toHaveBeenCalledOnce()
  })
})
