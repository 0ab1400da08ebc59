import { vi } from 'vitest'
import { isHttpUrl, normalizeLinkUrl, openHttpUrl, parseHttpUrl } from './link-url'

describe('http(s) links', () => {
  it.each(['https://example.com', 'http://example.com/a?b=1#c', '  https://example.com/path  ', 'HTTPS://EXAMPLE.COM'])(
    'accepts %j',
    (text) => {
      expect(isHttpUrl(text)).toBe(true)
    },
  )

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:someone@example.com',
    'ftp://example.com/file',
    'file:///etc/passwd',
    'example.com',
    '//example.com',
    'https//example.com',
  ])('refuses %j', (text) => {
    expect(isHttpUrl(text)).toBe(false)
    expect(parseHttpUrl(text)).toBeNull()
  })

  it.each([
    ['example.org/page', 'https://example.org/page'],
    ['  www.example.com  ', 'https://www.example.com'],
    ['example.org:8080/a?b=1', 'https://example.org:8080/a?b=1'],
    ['localhost:3000', 'https://localhost:3000'],
    [' https://example.com/x ', 'https://example.com/x'],
    ['http://example.com', 'http://example.com'],
  ])('keeps the address %j as %j', (text, kept) => {
    expect(normalizeLinkUrl(text)).toBe(kept)
  })

  it.each([
    '',
    'javascript:alert(1)',
    'mailto:someone@example.com',
    'data:text/html,hi',
    'ftp://example.com/file',
    '//example.com',
    '/relative/path',
    'https//example.com',
    'example',
    'not a link',
    '.example.',
  ])('keeps no link for %j', (text) => {
    expect(normalizeLinkUrl(text)).toBeNull()
  })

  it('opens only http(s) URLs, in a new tab without opener or referrer', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    expect(openHttpUrl(' https://example.com/x ')).toBe(true)
    expect(open).toHaveBeenCalledWith('https://example.com/x', '_blank', 'noopener,noreferrer')
    open.mockClear()
    expect(openHttpUrl('javascript:alert(1)')).toBe(false)
    expect(open).not.toHaveBeenCalled()
  })
})
