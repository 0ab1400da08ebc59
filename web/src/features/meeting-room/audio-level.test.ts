// @vitest-environment node
import { levelFromSamples } from './audio-level'

describe('levelFromSamples', () => {
  it('is 0 for silence and for an empty frame', () => {
    expect(levelFromSamples(new Uint8Array(256).fill(128))).toBe(0)
    expect(levelFromSamples(new Uint8Array(0))).toBe(0)
  })

  it('is 100 at full scale and grows with loudness', () => {
    const square = (amp: number) => Uint8Array.from({ length: 256 }, (_, i) => (i % 2 ? 128 + amp : 128 - amp))
    expect(levelFromSamples(square(128))).toBe(100)
    const quiet = levelFromSamples(square(2))
    const loud = levelFromSamples(square(40))
    expect(quiet).toBeGreaterThan(0)
    expect(loud).toBeGreaterThan(quiet)
    expect(loud).toBeLessThan(100)
  })

  it('maps -60 dBFS to 0 and -20 dBFS to about 67', () => {
    // RMS 0.1 is -20 dBFS: (−20 + 60) / 60 = 0.667.
    const tenth = Uint8Array.from({ length: 256 }, (_, i) => (i % 2 ? 128 + 12.8 : 128 - 12.8))
    expect(levelFromSamples(tenth)).toBeGreaterThanOrEqual(66)
    expect(levelFromSamples(tenth)).toBeLessThanOrEqual(67)
  })
})
