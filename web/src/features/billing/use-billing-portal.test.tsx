import { act, renderHook } from '@testing-library/react'
import { toast } from '@/components/ui/use-toast'
import { useBillingPortal } from './use-billing-portal'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

describe('useBillingPortal', () => {
  beforeEach(() => vi.mocked(toast).mockClear())

  it('marks the action busy, opens the returned url in a new tab, then clears busy', async () => {
    let resolve!: (v: { url: string }) => void
    const request = vi.fn(() => new Promise<{ url: string }>((r) => (resolve = r)))
    const open = vi.fn()
    const { result } = renderHook(() => useBillingPortal({ isGuest: false }, { request, open }))
    let pending!: Promise<void>
    act(() => {
      pending = result.current.openPortal('update-payment-method')
    })
    expect(result.current.busy).toBe('update-payment-method')
    await act(async () => {
      resolve({ url: 'https://billing.example/session' })
      await pending
    })
    expect(open).toHaveBeenCalledWith('https://billing.example/session')
    expect(result.current.busy).toBeNull()
    expect(toast).not.toHaveBeenCalled()
  })

  it.each([
    [{ error: 'No billing account yet' }, 'No billing account yet'],
    [{ url: null }, 'Failed to open billing portal.'],
    [{}, 'Failed to open billing portal.'],
  ])('on %o shows the Error toast and clears busy', async (answer, description) => {
    const open = vi.fn()
    const { result } = renderHook(() => useBillingPortal({ isGuest: false }, { request: async () => answer, open }))
    await act(() => result.current.openPortal('manage-subscription'))
    expect(open).not.toHaveBeenCalled()
    expect(toast).toHaveBeenCalledWith({ title: 'Error', description, variant: 'destructive' })
    expect(result.current.busy).toBeNull()
  })

  it('asks the guest to sign in and makes no request', async () => {
    const request = vi.fn()
    const { result } = renderHook(() => useBillingPortal({ isGuest: true }, { request }))
    await act(() => result.current.openPortal('manage-subscription'))
    expect(request).not.toHaveBeenCalled()
    expect(toast).toHaveBeenCalledWith({
      title: 'Please sign in',
      description: 'You need to be signed in to manage billing.',
      variant: 'destructive',
    })
  })
})
