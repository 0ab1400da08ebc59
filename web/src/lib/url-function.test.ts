// @vitest-environment node
import { invokeFunction } from '@/lib/edge-functions'
import { invokeForUrl, isPaymentPageUrl, UNEXPECTED_PAYMENT_PAGE } from './url-function'

vi.mock('@/lib/edge-functions', () => ({ invokeFunction: vi.fn() }))

const answer = (url: string) => vi.mocked(invokeFunction).mockResolvedValue({ data: { url }, error: null, status: 200 })

describe('invokeForUrl: only Stripe Checkout and the billing portal are opened', () => {
  it.each(['https://checkout.stripe.com/c/pay/cs_test_1', 'https://billing.stripe.com/p/session/test_1'])(
    'passes %s through',
    async (url) => {
      answer(url)
      expect(await invokeForUrl('create-checkout', 'fallback')).toEqual({ url })
    },
  )

  it.each([
    'https://evil.example/c/pay/cs_1',
    'http://checkout.stripe.com/c/pay/cs_1',
    'https://checkout.stripe.com.evil.example/x',
    'https://stripe.com/login',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s with a clear error', async (url) => {
    answer(url)
    expect(await invokeForUrl('customer-portal', 'fallback')).toEqual({ error: UNEXPECTED_PAYMENT_PAGE })
    expect(isPaymentPageUrl(url)).toBe(false)
  })

  it("keeps the function's own error, or the fallback", async () => {
    vi.mocked(invokeFunction).mockResolvedValue({ data: null, error: 'No billing account yet', status: 404 })
    expect(await invokeForUrl('customer-portal', 'fallback')).toEqual({ error: 'No billing account yet' })
    vi.mocked(invokeFunction).mockResolvedValue({ data: null, error: '', status: 500 })
    expect(await invokeForUrl('customer-portal', 'fallback')).toEqual({ error: 'fallback' })
  })
})
