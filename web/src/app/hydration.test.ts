import { markInteractive, mountMode, onHydrationError } from './hydration'

const html = (attributes: Record<string, string>) => {
  const element = document.createElement('html')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

describe('mountMode', () => {
  it('hydrates a prerendered page the inline script left current', () => {
    expect(mountMode(html({ 'data-prerendered': '2026-11-22' }))).toBe('hydrate')
  })

  it('renders afresh when the page is stale or was not prerendered', () => {
    expect(mountMode(html({ 'data-prerendered': '2026-11-22', 'data-prerender-stale': '' }))).toBe('render')
    expect(mountMode(html({}))).toBe('render')
  })
})

describe('onHydrationError', () => {
  it('does not report a hydration mismatch, in development or minified production form', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    onHydrationError(new Error("Hydration failed because the server rendered text didn't match the client."))
    onHydrationError(new Error('Minified React error #418; visit https://react.dev/errors/418?args[]=text'))
    expect(error).not.toHaveBeenCalled()
  })

  it('reports any other recoverable error with console.error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = new Error('Minified React error #4180')
    onHydrationError(failure)
    expect(error).toHaveBeenCalledWith(failure)
  })
})

describe('markInteractive', () => {
  it('sets data-hydrated on the element', () => {
    const element = html({})
    markInteractive(element)
    expect(element.hasAttribute('data-hydrated')).toBe(true)
  })
})
