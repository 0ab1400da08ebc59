// @vitest-environment node
import { isTrialValid, type TrialSubject } from './trial'

const END = '2030-01-08T12:00:00.000Z'
const at = (iso: string) => new Date(iso)

describe('isTrialValid', () => {
  const cases: Array<[string, TrialSubject, Date, boolean]> = [
    ['no trial end date: no trial', { trialEndDate: undefined }, at('2030-01-01T00:00:00Z'), false],
    ['null trial end date: no trial', { trialEndDate: null }, at('2099-01-01T00:00:00Z'), false],
    ['empty trial end date: no trial', { trialEndDate: '' }, at('2099-01-01T00:00:00Z'), false],
    ['admin without a trial end date', { trialEndDate: null, isAdmin: true }, at('2030-01-01T00:00:00Z'), true],
    ['admin after the end', { trialEndDate: END, isAdmin: true }, at('2031-01-01T00:00:00Z'), true],
    ['one day before the end', { trialEndDate: END }, at('2030-01-07T12:00:00.000Z'), true],
    ['1 ms before the end', { trialEndDate: END }, at('2030-01-08T11:59:59.999Z'), true],
    ['exactly at the end', { trialEndDate: END }, at(END), false],
    ['1 ms after the end', { trialEndDate: END }, at('2030-01-08T12:00:00.001Z'), false],
    ['long after the end', { trialEndDate: END, isAdmin: false }, at('2031-01-01T00:00:00Z'), false],
    ['unparseable end date', { trialEndDate: 'not a date' }, at('2030-01-01T00:00:00Z'), false],
  ]

  it.each(cases)('%s', (_name, user, now, expected) => {
    expect(isTrialValid(user, now)).toBe(expected)
  })

  it('defaults now to the current time', () => {
    const future = new Date(Date.now() + 60_000).toISOString()
    const past = new Date(Date.now() - 60_000).toISOString()
    expect(isTrialValid({ trialEndDate: future })).toBe(true)
    expect(isTrialValid({ trialEndDate: past })).toBe(false)
  })
})
