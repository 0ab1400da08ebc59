// @vitest-environment node
import { invokeFunction } from '@/lib/edge-functions'
import { CHECKOUT_FAILED_MESSAGE, requestCheckout } from './checkout'

vi.mock('@/lib/edge-functions', () => ({ invokeFunction: vi.fn() }))

describe('requestCheckout', () => {
  it('calls create-checkout with { priceId, plan } and returns its url', async () => {
    vi.mocked(invokeFunction).mockResolvedValue({
      data: { url: 'https://checkout.stripe.com/c/pay/cs_1' },
      error: null,
      status: 200,
    })
    expect(await requestCheckout({ priceId: 'price_basic', plan: 'basic' })).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_1',
    })
    expect(invokeFunction).toHaveBeenCalledWith('create-checkout', { priceId: 'price_basic', plan: 'basic' })
  })

  it.each([
    [
      'You already have a subscription; manage or change it in the billing portal',
      'You already have a subscription; manage or change it in the billing portal',
    ],
    ['', CHECKOUT_FAILED_MESSAGE],
  ])('returns the error %j as %j', async (error, expected) => {
    vi.mocked(invokeFunction).mockResolvedValue({ data: null, error, status: 409 })
    expect(await requestCheckout({ priceId: 'p', plan: 'premium' })).toEqual({ error: expected })
  })
})
