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
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('runs the callback when the browser says it is idle, at the latest after the timeout, unless cancelled', () => {
    const pending = new Map<number, IdleRequestCallback>()
    const timeouts: (number | undefined)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      pending.set(pending.size + 1, callback)
      timeouts.push(options?.timeout)
      return pending.size
    })
    vi.stubGlobal('cancelIdleCallback', (id: number) => pending.delete(id))
    const warm = vi.fn()
    whenIdle(warm, 1500)
    const cancel = whenIdle(warm)
    cancel()
    expect(warm).not.toHaveBeenCalled()
    for (const callback of pending.values()) callback({ didTimeout: false, timeRemaining: () => 10 })
    expect(warm).toHaveBeenCalledTimes(1)
    expect(timeouts).toEqual([1500, 2000])
  })

  it('falls back to a timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const warm = vi.fn()
    whenIdle(warm)
    const cancelled = vi.fn()
    whenIdle(cancelled)()
    vi.runAllTimers()
    expect(warm).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
