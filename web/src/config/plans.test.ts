// @vitest-environment node
export {}

const env = vi.hoisted(() => ({
  VITE_STRIPE_PRICE_BASIC: undefined as string | undefined,
  VITE_STRIPE_PRICE_PREMIUM: undefined as string | undefined,
}))
vi.mock('@/lib/env', () => ({ env }))

async function loadPlans() {
  vi.resetModules()
  return import('./plans')
}

describe('plans', () => {
  it('send the price ids this build is configured with to checkout', async () => {
    env.VITE_STRIPE_PRICE_BASIC = 'price_live_basic_123'
    env.VITE_STRIPE_PRICE_PREMIUM = 'price_live_premium_456'
    const { getPlan } = await loadPlans()
    expect(getPlan('basic').priceId).toBe('price_live_basic_123')
    expect(getPlan('premium').priceId).toBe('price_live_premium_456')
  })

  it('fall back to placeholder price ids only when none is configured (guest mode, where no checkout starts)', async () => {
    env.VITE_STRIPE_PRICE_BASIC = undefined
    env.VITE_STRIPE_PRICE_PREMIUM = undefined
    const { getPlan, FREE_TRIAL_PRICE_ID } = await loadPlans()
    expect(getPlan('basic').priceId).toBe('price_basic_monthly')
    expect(getPlan('premium').priceId).toBe('price_premium_monthly')
    expect(getPlan('free').priceId).toBe(FREE_TRIAL_PRICE_ID)
  })

  it('state the free trial’s length from the one trial constant', async () => {
    const { getPlan, TRIAL_DAYS } = await loadPlans()
    expect(getPlan('free').period).toBe(`for ${TRIAL_DAYS} days`)
    expect(getPlan('free').description).toContain(`${TRIAL_DAYS} days`)
  })

  it('getPlan finds a plan by id and throws on an unknown one', async () => {
    const { getPlan } = await loadPlans()
    expect(getPlan('premium').name).toBe('Pro')
    expect(() => getPlan('gold' as never)).toThrow('Unknown plan: gold')
  })
})
