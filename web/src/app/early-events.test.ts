import { replayEarlyEvents } from './early-events'

/** Holds `event` as index.html's inline script does (for input: with the field's text). */
function held(events: Array<{ event: Event; value?: string }>) {
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
