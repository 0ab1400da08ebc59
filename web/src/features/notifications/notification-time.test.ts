// @vitest-environment node
import { formatNotificationTime } from './notification-time'

describe('formatNotificationTime', () => {
  it("formats as 'MMM d, h:mm a' in local time", () => {
    expect(formatNotificationTime(new Date(2026, 2, 4, 15, 7).toISOString())).toBe('Mar 4, 3:07 PM')
    expect(formatNotificationTime(new Date(2026, 11, 25, 0, 30).toISOString())).toBe('Dec 25, 12:30 AM')
  })
})
