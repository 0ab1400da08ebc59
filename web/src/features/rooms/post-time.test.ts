// @vitest-environment node
import { formatPostTime } from './post-time'

const now = Date.parse('2025-03-10T12:00:00.000Z')
const ago = (ms: number) => new Date(now - ms).toISOString()

describe('post times', () => {
  it("reads 'Just now' under a minute and for times ahead", () => {
    expect(formatPostTime(ago(0), now)).toBe('Just now')
    expect(formatPostTime(ago(59_000), now)).toBe('Just now')
    expect(formatPostTime(ago(-5_000), now)).toBe('Just now')
  })

  it('reads minutes, hours and days, then the date', () => {
    expect(formatPostTime(ago(5 * 60_000), now)).toBe('5m ago')
    expect(formatPostTime(ago(3 * 3_600_000), now)).toBe('3h ago')
    expect(formatPostTime(ago(2 * 86_400_000), now)).toBe('2d ago')
    expect(formatPostTime(ago(30 * 86_400_000), now)).toMatch(/^Feb \d{1,2}$/)
  })

  it('reads an unreadable date as empty', () => {
    expect(formatPostTime('yesterday', now)).toBe('')
  })
})
