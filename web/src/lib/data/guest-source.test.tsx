import { Component, Suspense, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { act, render, screen } from '@testing-library/react'
import { guestSource, type GuestSource } from './guest-source'

/** Shows what the guest source's `use()` gives, in a Suspense boundary with a visible fallback. */
function Shown({ source }: { source: GuestSource<{ name: string }> }) {
  return <p>{source.use().name}</p>
}

class Boundary extends Component<{ children: ReactNode }, { failed: string | null }> {
  override state = { failed: null as string | null }
  static getDerivedStateFromError(error: Error) {
    return { failed: error.message }
  }
  override render() {
    return this.state.failed ? <p role="alert">{this.state.failed}</p> : this.props.children
  }
}

const page = (source: GuestSource<{ name: string }>) => (
  <Boundary>
    <Suspense fallback="still loading">
      <Shown source={source} />
    </Suspense>
  </Boundary>
)

describe('guestSource', () => {
  it('imports its code only when first wanted, and once for every load and render', async () => {
    const importSource = vi.fn(async () => ({ name: 'the guest rooms' }))
    const source = guestSource(importSource)
    expect(importSource).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([source.load(), source.load()])
    expect(first).toBe(second)
    await act(async () => {
      render(page(source))
    })
    expect(screen.getByText('the guest rooms')).toBeInTheDocument()
    expect(importSource).toHaveBeenCalledTimes(1)
  })

  it('renders in the first pass once loaded (what the prerender and hydration in place need)', async () => {
    const source = guestSource(async () => ({ name: 'loaded first' }))
    await source.load()
    const html = renderToString(page(source))
    expect(html).toContain('loaded first')
    expect(html).not.toContain('still loading')
  })

  it('suspends a render until its code has loaded, then shows it', async () => {
    let arrive: (value: { name: string }) => void = () => {}
    const source = guestSource(() => new Promise<{ name: string }>((resolve) => (arrive = resolve)))
    await act(async () => {
      render(page(source))
    })
    expect(screen.getByText('still loading')).toBeInTheDocument()
    await act(async () => arrive({ name: 'arrived late' }))
    expect(await screen.findByText('arrived late')).toBeInTheDocument()
  })

  it('a failed load shows its error and stays failed (no render loop of retries)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let imports = 0
    const source = guestSource(() => {
      imports += 1
      return Promise.reject(new Error('The chunk could not be loaded'))
    })
    await expect(source.load()).rejects.toThrow('The chunk could not be loaded')
    await act(async () => {
      render(page(source))
    })
    expect(screen.getByRole('alert')).toHaveTextContent('The chunk could not be loaded')
    expect(imports).toBe(1)
  })
})
