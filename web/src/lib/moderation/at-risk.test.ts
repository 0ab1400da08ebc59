// @vitest-environment node
import { suggestsAtRisk } from './at-risk'

const PHRASES = ['kill myself', 'end my life', 'want to die', 'suicide', 'self harm', 'no reason to live']

describe('suggestsAtRisk', () => {
  it.each([
    'Some days I want to die.',
    'I keep thinking about SUICIDE',
    'I could end   my life tonight',
    'my self-harm is back',
    'there is no reason to live anymore',
    'I’m going to kill myself',
  ])('matches "%s"', (text) => {
    expect(suggestsAtRisk(text, PHRASES)).toBe(true)
  })

  it.each([
    'I want to diet before summer',
    'The suicides of the novel’s heroes',
    'Selfharmony is a band',
    'What a lovely morning',
    '',
  ])('lets "%s" pass (whole words only)', (text) => {
    expect(suggestsAtRisk(text, PHRASES)).toBe(false)
  })

  it('matches nothing with an empty list or blank phrases', () => {
    expect(suggestsAtRisk('I want to die', [])).toBe(false)
    expect(suggestsAtRisk('I want to die', ['  '])).toBe(false)
  })
})
