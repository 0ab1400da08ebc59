import { act, render, screen } from '@testing-library/react'
import { onDemand, useOnDemand, useOnDemandMenu, whenIdle, type OnDemand } from '@/lib/on-demand'

describe('onDemand', () => {
  it('loads nothing until wanted, then once for every caller', async () => {
    const load = vi.fn(async () => ({ answer: 42 }))
    const source = onDemand(load)
    expect(load).not.toHaveBeenCalled()
    const [a, b] = await Promise.all([source.get(), source.get()])
    expect(a).toEqual({ answer: 42 })
    expect(b).toBe(a)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ answer: 1 })
    const source = onDemand(load as () => Promise<{ answer: number }>)
    await expect(source.get()).rejects.toThrow('offline')
    await expect(source.get()).resolves.toEqual({ answer: 1 })
    expect(load).toHaveBeenCalledTimes(2)
  })
})

function Probe({ source }: { source: OnDemand<{ label: string }> }) {
  const { module, request, warm } = useOnDemand(source)
  return (
    <>
      <button type="button" onClick={warm}>
        warm
      </button>
      <button type="button" onClick={request}>
        open
      </button>
      <p>{module ? module.label : 'not loaded'}</p>
    </>
  )
}

describe('useOnDemand', () => {
  it('warming downloads without showing; requesting shows the module', async () => {
    const load = vi.fn(async () => ({ label: 'loaded' }))
    render(<Probe source={onDemand(load)} />)
    await act(async () => screen.getByRole('button', { name: 'warm' }).click())
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('not loaded')).toBeInTheDocument()
    await act(async () => screen.getByRole('button', { name: 'open' }).click())
    expect(screen.getByText('loaded')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a failed load is reported and leaves the page as it was; asking again retries', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ label: 'loaded' })
    render(<Probe source={onDemand(load as () => Promise<{ label: string }>)} />)
    await act(async () => screen.getByRole('button', { name: 'open' }).click())
    expect(screen.getByText('not loaded')).toBeInTheDocument()
    expect(error).toHaveBeenCalledWith('Nexus: could not load part of the page:', expect.any(Error))
    await act(async () => screen.getByRole('button', { name: 'open' }).click())
    expect(screen.getByText('loaded')).toBeInTheDocument()
  })
})

function MenuProbe({ source }: { source: OnDemand<{ label: string }> }) {
  const { module, triggerProps, focusFirstItem } = useOnDemandMenu(source)
  return (
    <>
      <button type="button" {...triggerProps}>
        Menu
      </button>
      <p>{module ? `${module.label}, first item: ${String(focusFirstItem)}` : 'no menu'}</p>
    </>
  )
}

describe('useOnDemandMenu', () => {
  it('a plain trigger that says it opens a menu; hover starts the download, a click shows the menu', async () => {
    const load = vi.fn(async () => ({ label: 'menu' }))
    render(<MenuProbe source={onDemand(load)} />)
    const trigger = screen.getByRole('button', { name: 'Menu' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await act(async () => trigger.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })))
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('no menu')).toBeInTheDocument()
    await act(async () => trigger.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 })))
    expect(screen.getByText('menu, first item: false')).toBeInTheDocument()
    // Loaded: the menu's own trigger takes over.
    expect(trigger).not.toHaveAttribute('aria-haspopup')
  })

  it('a click from the keyboard (no pointer) opens the menu on its first item', async () => {
    render(<MenuProbe source={onDemand(async () => ({ label: 'menu' }))} />)
    await act(async () => screen.getByRole('button', { name: 'Menu' }).click())
    expect(screen.getByText('menu, first item: true')).toBeInTheDocument()
  })
})

describe('whenIdle', () => {
  /** Frames and idle periods the test hands out itself. */
  function browser({ idleCallbacks = true } = {}) {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    const idle: { callback: IdleRequestCallback; timeout?: number }[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.splice(id - 1, 1, () => {}))
    vi.stubGlobal(
      'requestIdleCallback',
      idleCallbacks
        ? (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
            idle.push({ callback, timeout: options?.timeout })
        : undefined,
    )
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.splice(id - 1, 1))
    return {
      idle,
      paint: () => {
        frames.splice(0).forEach((frame) => frame(performance.now()))
        vi.advanceTimersByTime(0)
      },
      beIdle: () => idle.splice(0).forEach(({ callback }) => callback({ didTimeout: false, timeRemaining: () => 10 })),
    }
  }
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('runs the callback once the browser is idle and the next frame is painted, and only once', () => {
    const page = browser()
    const warm = vi.fn()
    whenIdle(warm, 1500)
    expect(page.idle.map(({ timeout }) => timeout)).toEqual([1500])
    page.paint()
    expect(warm).not.toHaveBeenCalled()
    page.beIdle()
    expect(warm).not.toHaveBeenCalled()
    page.paint()
    expect(warm).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5000)
    expect(warm).toHaveBeenCalledTimes(1)
  })

  it('runs it at the latest after the timeout, as in a hidden tab that paints nothing', () => {
    browser()
    const warm = vi.fn()
    whenIdle(warm)
    vi.advanceTimersByTime(1999)
    expect(warm).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(warm).toHaveBeenCalledTimes(1)
  })

  it('falls back to a timer where the browser has no idle callbacks, then waits for the paint', () => {
    const page = browser({ idleCallbacks: false })
    const warm = vi.fn()
    whenIdle(warm)
    vi.advanceTimersByTime(5)
    expect(warm).not.toHaveBeenCalled()
    page.paint()
    vi.advanceTimersByTime(5)
    expect(warm).toHaveBeenCalledTimes(1)
  })

  it('never runs a cancelled callback', () => {
    const page = browser()
    const warm = vi.fn()
    const cancel = whenIdle(warm)
    page.beIdle()
    cancel()
    page.paint()
    vi.advanceTimersByTime(5000)
    expect(warm).not.toHaveBeenCalled()
  })
})
