import { act, renderHook } from '@testing-library/react'
import { toast } from '@/components/ui/use-toast'
import { getPlan } from '@/config/plans'
import { useCheckout } from './use-checkout'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

const basic = getPlan('basic')

describe('useCheckout', () => {
  beforeEach(() => vi.mocked(toast).mockClear())

  it.each([
    ['no user', null],
    ['the guest', { isGuest: true }],
  ])('for %s shows the Please sign in toast and makes no request', async (_l, user) => {
    const request = vi.fn()
    const { result } = renderHook(() => useCheckout(user, { request }))
    await act(() => result.current.startCheckout(basic))
    expect(request).not.toHaveBeenCalled()
    expect(toast).toHaveBeenCalledWith({
      title: 'Please sign in',
      description: 'You need to be signed in to subscribe to a plan.',
      variant: 'destructive',
    })
  })

  it('marks the plan busy, sends { priceId, plan } and opens the url', async () => {
    let resolve!: (v: { url: string }) => void
    const request = vi.fn(() => new Promise<{ url: string }>((r) => (resolve = r)))
    const open = vi.fn()
    const { result } = renderHook(() => useCheckout({ isGuest: false }, { request, open }))
    let pending!: Promise<void>
    act(() => {
      pending = result.current.startCheckout(basic)
    })
    expect(result.current.busyPlan).toBe('basic')
    expect(request).toHaveBeenCalledWith({ priceId: basic.priceId, plan: 'basic' })
    await act(async () => {
      resolve({ url: 'https://checkout.example/session' })
      await pending
    })
    expect(open).toHaveBeenCalledWith('https://checkout.example/session')
    expect(result.current.busyPlan).toBeNull()
    expect(toast).not.toHaveBeenCalled()
  })

  it.each([
    [{ error: 'Card provider unavailable' }, 'Card provider unavailable'],
    [{}, 'Failed to create checkout session.'],
  ])('on failure %o shows the Error toast and clears busy', async (response, message) => {
    const open = vi.fn()
    const { result } = renderHook(() => useCheckout({ isGuest: false }, { request: async () => response, open }))
    await act(() => result.current.startCheckout(basic))
    expect(open).not.toHaveBeenCalled()
    expect(toast).toHaveBeenCalledWith({ title: 'Error', description: message, variant: 'destructive' })
    expect(result.current.busyPlan).toBeNull()
  })

  it('never sends the free plan to checkout', async () => {
    const request = vi.fn()
    const { result } = renderHook(() => useCheckout({ isGuest: false }, { request }))
    await act(() => result.current.startCheckout(getPlan('free')))
    expect(request).not.toHaveBeenCalled()
    expect(result.current.busyPlan).toBeNull()
  })
})
