import { FREE_TRIAL_PRICE_ID, getPlan, plans } from './plans'

describe('plans', () => {
  it('has the three plans free, basic, premium in order', () => {
    expect(plans.map((p) => p.id)).toEqual(['free', 'basic', 'premium'])
    expect(plans.map((p) => p.name)).toEqual(['Free Trial', 'Basic', 'Pro'])
  })

  it('shows the pricing page prices', () => {
    expect(plans.map((p) => p.price)).toEqual(['$0', '$15', '$25'])
    expect(getPlan('basic').period).toBe('/month')
    expect(getPlan('premium').period).toBe('/month')
  })

  it('marks only Basic as popular', () => {
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(['basic'])
  })

  it('gives the free plan the free-trial price id and paid plans a price id', () => {
    expect(getPlan('free').priceId).toBe(FREE_TRIAL_PRICE_ID)
    expect(getPlan('free').priceId).toBe('price_free_trial')
    expect(getPlan('basic').priceId).toMatch(/^price_/)
    expect(getPlan('premium').priceId).toMatch(/^price_/)
  })

  it('lists the plan features and the Basic limitation', () => {
    expect(getPlan('free').features).toEqual([
      'Full room access',
      'Community discussions',
      'Journal templates',
      'Basic AI assistant',
      'Mobile app access',
    ])
    expect(getPlan('basic').features).toContain('Weekly thought questions')
    expect(getPlan('basic').limitations).toEqual(['Limited customization'])
    for (const f of [
      'Exclusive live sessions',
      'Personalized AI Q&A',
      'Priority support',
      'Advanced analytics',
      'Custom integrations',
    ]) {
      expect(getPlan('premium').features).toContain(f)
    }
  })

  it('gives every plan an icon component', () => {
    for (const p of plans) expect(p.icon).toBeTruthy()
  })

  it('throws on an unknown plan id', () => {
    expect(() => getPlan('gold' as never)).toThrow('Unknown plan: gold')
  })
})
