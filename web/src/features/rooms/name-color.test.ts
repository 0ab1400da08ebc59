// @vitest-environment node
import { readableTextOn, relativeLuminance } from './name-color'

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

describe('name colour contrast', () => {
  it('puts white on dark colours and black on light ones', () => {
    expect(readableTextOn('#4C1D95')).toBe('#ffffff')
    expect(readableTextOn('#8B5CF6')).toBe('#000000')
    expect(readableTextOn('#000000')).toBe('#ffffff')
    expect(readableTextOn('#FFFF00')).toBe('#000000')
    expect(readableTextOn('#ffffff')).toBe('#000000')
  })

  it('always reaches WCAG AA (4.5:1) on any colour', () => {
    for (let i = 0; i < 4096; i++) {
      const hex = `#${[i >> 8, (i >> 4) & 15, i & 15].map((c) => (c * 17).toString(16).padStart(2, '0')).join('')}`
      const text = readableTextOn(hex) === '#000000' ? 0 : 1
      expect(contrast(relativeLuminance(hex), text)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('falls back to white for an unreadable colour', () => {
    expect(Number.isNaN(relativeLuminance('violet'))).toBe(true)
    expect(readableTextOn('violet')).toBe('#ffffff')
  })
})
