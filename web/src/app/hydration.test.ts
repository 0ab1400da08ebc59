import { markInteractive, mountMode, onHydrationError, showRenderedPage } from './hydration'

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
  it('reports every recoverable error, hydration mismatches included, with console.error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const mismatch = new Error('Minified React error #418; visit https://react.dev/errors/418?args[]=text')
    onHydrationError(mismatch)
    expect(error).toHaveBeenCalledWith('Nexus: hydration error:', mismatch)
  })
})

describe('markInteractive', () => {
  it('sets data-hydrated on the element', () => {
    const element = html({})
    markInteractive(element)
    expect(element.hasAttribute('data-hydrated')).toBe(true)
  })
})

describe('showRenderedPage', () => {
  it('drops the stale page marks, so the page the app rendered shows in full', () => {
    const element = html({
      'data-prerendered': '2026-11-22',
      'data-prerender-stale': '',
      'data-prerender-frame': '',
      'data-saved': 'theme nexus:journal',
    })
    showRenderedPage(element)
    expect(element.hasAttribute('data-saved')).toBe(false)
    expect(element.hasAttribute('data-prerender-stale')).toBe(false)
    expect(element.hasAttribute('data-prerender-frame')).toBe(false)
    expect(element.getAttribute('data-prerendered')).toBe('2026-11-22')
  })
})
