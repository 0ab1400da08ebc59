import { markInteractive, mountMode, onHydrationError, renderContainer, showRenderedPage } from './hydration'

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

describe('renderContainer and showRenderedPage with a frame showing', () => {
  afterEach(() => {
    document.body.replaceChildren()
    for (const name of ['data-prerender-stale', 'data-prerender-frame']) document.documentElement.removeAttribute(name)
  })

  it('renders beside the frame, hidden, then puts the rendered page in its place as #root', () => {
    const html = document.documentElement
    html.setAttribute('data-prerender-stale', '')
    html.setAttribute('data-prerender-frame', '')
    const root = document.createElement('div')
    root.id = 'root'
    root.innerHTML = '<h1>Journal (frame)</h1>'
    document.body.append(root)

    const container = renderContainer(root)
    expect(container).not.toBe(root)
    expect(container.hasAttribute('data-pending-page')).toBe(true)
    expect(container.inert).toBe(true)
    container.innerHTML = '<h1>Journal</h1><p>Your entries</p>'
    expect(document.getElementById('root')).toBe(root)

    showRenderedPage(html)
    expect(document.getElementById('root')).toBe(container)
    expect(document.body.children).toHaveLength(1)
    expect(container.hasAttribute('data-pending-page')).toBe(false)
    expect(container.inert).toBe(false)
    expect(html.hasAttribute('data-prerender-frame')).toBe(false)
  })

  it('renders into #root itself when no frame shows', () => {
    const root = document.createElement('div')
    root.id = 'root'
    document.body.append(root)
    expect(renderContainer(root)).toBe(root)
    showRenderedPage(document.documentElement)
    expect(document.getElementById('root')).toBe(root)
  })
})
