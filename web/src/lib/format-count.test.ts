import { describe, expect, it, vi } from 'vitest'
import { formatCount } from './format-count'

describe('formatCount', () => {
  it('writes counts as en-US does, with a comma for every thousand', () => {
    for (const count of [0, 1, 7, 42, 999, -999, 1000, 1234, 999_999, 1_234_567, -1234, 2.5, 1234.5]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'))
    }
    expect(formatCount(1234)).toBe('1,234')
  })

  it('writes a count under a thousand without the locale formatter', () => {
    const spy = vi.spyOn(Number.prototype, 'toLocaleString')
    expect(formatCount(999)).toBe('999')
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })
})
