import { vi } from 'vitest'
import { bookingToIcs, downloadBookingIcs, escapeIcsText, foldIcsLine, icsFileName, icsUtc } from './booking-ics'

const booking = { id: 'bk-1234', date: '2025-07-01', time: '14:00', bookedBy: 'You' }
const now = new Date('2025-06-20T09:30:05.123Z')

describe('.ics file', () => {
  it('is exactly this for a fixed booking (UTC times, 30 minutes, CRLF, escaped and folded)', () => {
    expect(bookingToIcs(booking, now)).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Nexus//Book a Session//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:bk-1234@nexus',
        'DTSTAMP:20250620T093005Z',
        'DTSTART:20250701T130000Z',
        'DTEND:20250701T133000Z',
        'SUMMARY:Session with Jordan Lee',
        'DESCRIPTION:One-on-one session with Jordan Lee\\, community mentor. Booked b',
        ' y You.',
        'LOCATION:Online (video or voice)',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
  })

  it('keeps the same UID and times for the same booking; winter sessions start on the hour in UTC', () => {
    const again = bookingToIcs(booking, new Date('2025-06-21T00:00:00Z'))
    expect(again).toContain('UID:bk-1234@nexus\r\n')
    expect(again).toContain('DTSTART:20250701T130000Z\r\n')
    const winter = bookingToIcs({ ...booking, date: '2025-12-01', time: '17:30' }, now)
    expect(winter).toContain('DTSTART:20251201T173000Z\r\nDTEND:20251201T180000Z\r\n')
    expect(winter.split('\r\n').every((line) => !line.includes('\n'))).toBe(true)
  })

  it('escapes text and folds long lines at 75 octets', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
    expect(icsUtc(new Date('2025-01-02T03:04:05.999Z'))).toBe('20250102T030405Z')
    const folded = foldIcsLine(`DESCRIPTION:${'é'.repeat(60)}`)
    const lines = folded.split('\r\n')
    expect(lines.length).toBe(2)
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(lines[1]?.startsWith(' ')).toBe(true)
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`DESCRIPTION:${'é'.repeat(60)}`)
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x')
  })

  it('downloads as text/calendar under a dated name', async () => {
    expect(icsFileName(booking)).toBe('nexus-session-2025-07-01-1400.ics')
    let saved: Blob | undefined
    const create = vi.fn((blob: Blob) => {
      saved = blob
      return 'blob:ics'
    })
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('nexus-session-2025-07-01-1400.ics')
      expect(this.getAttribute('href')).toBe('blob:ics')
    })
    downloadBookingIcs(booking, now)
    expect(click).toHaveBeenCalledOnce()
    expect(saved?.type).toBe('text/calendar;charset=utf-8')
    expect(await saved?.text()).toBe(bookingToIcs(booking, now))
    click.mockRestore()
    vi.unstubAllGlobals()
  })
})
