// @vitest-environment node
import { AT_RISK_PHRASES, suggestsRisk } from './at-risk'

describe('suggestsRisk', () => {
  it('matches each at-risk phrase as a whole phrase, in any case', () => {
    for (const phrase of AT_RISK_PHRASES) {
      expect(suggestsRisk(`Honestly, ${phrase.toUpperCase()}.`)).toBe(true)
    }
    expect(suggestsRisk('Some days I want to die')).toBe(true)
    expect(suggestsRisk('I think about self-harm a lot')).toBe(true)
  })

  it('does not match words that only look alike or phrases inside longer words', () => {
    expect(suggestsRisk('I want to dine out tonight.')).toBe(false)
    expect(suggestsRisk('suicides')).toBe(false)
    expect(suggestsRisk('antisuicide campaign')).toBe(false)
    expect(suggestsRisk('What a lovely day.')).toBe(false)
  })
})
