// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { headersFile, inlineScriptHashes, parseHeadersFile, securityHeaders } from './security-headers'

/** The CSP directives of a policy, as name → source list. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('inlineScriptHashes', () => {
  it('hashes each inline script body and skips external and empty scripts', () => {
    const body = "document.documentElement.classList.add('dark')"
    const html = `<head><script>${body}</script><script type="module" src="/assets/index.js"></script><script> </script></head>`
    const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([expected])
  })

  it('gives one hash for a script that appears twice', () => {
    expect(inlineScriptHashes('<script>a()</script><p></p><script>a()</script>')).toHaveLength(1)
  })
})

describe('securityHeaders', () => {
  it('allows scripts only from the app and the given hashes, and the network only to the app in guest mode', () => {
    const csp = directives(
      securityHeaders({ supabaseUrl: '', scriptHashes: ["'sha256-abc='"] })['Content-Security-Policy']!,
    )
    expect(csp['script-src']).toEqual(["'self'", "'sha256-abc='"])
    expect(csp['connect-src']).toEqual(["'self'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'none'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
  })

  it('loads images only from the app, data:, blob: and https, never plain http', () => {
    for (const supabaseUrl of ['', 'https://abc.supabase.co']) {
      const csp = directives(securityHeaders({ supabaseUrl, scriptHashes: [] })['Content-Security-Policy']!)
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    }
  })

  it('adds the Supabase origin and its websocket to connect-src, without the path', () => {
    const headers = securityHeaders({ supabaseUrl: 'https://abc.supabase.co/rest/v1', scriptHashes: [] })
    expect(directives(headers['Content-Security-Policy']!)['connect-src']).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'wss://abc.supabase.co',
    ])
  })

  it('uses ws: for a local http Supabase URL', () => {
    const headers = securityHeaders({ supabaseUrl: 'http://127.0.0.1:54321', scriptHashes: [] })
    expect(directives(headers['Content-Security-Policy']!)['connect-src']).toContain('ws://127.0.0.1:54321')
  })

  it('refuses a Supabase URL that is not http(s)', () => {
    expect(() => securityHeaders({ supabaseUrl: 'javascript:alert(1)', scriptHashes: [] })).toThrow(/http\(s\)/)
    expect(() => securityHeaders({ supabaseUrl: 'not a url', scriptHashes: [] })).toThrow()
  })

  it('sends nosniff, the referrer policy and camera/microphone for the app only', () => {
    const headers = securityHeaders({ supabaseUrl: '', scriptHashes: [] })
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(self\)/)
    expect(headers['Permissions-Policy']).toMatch(/(^|, )microphone=\(self\)/)
    expect(headers['Permissions-Policy']).toMatch(/geolocation=\(\)/)
  })

  it('asks for https for two years, subdomains included, and isolates the app from the windows it opens', () => {
    const headers = securityHeaders({ supabaseUrl: '', scriptHashes: [] })
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin')
  })
})

describe('headersFile', () => {
  it('writes one block for every path that reads back to the same headers', () => {
    const headers = securityHeaders({ supabaseUrl: 'https://abc.supabase.co', scriptHashes: ["'sha256-x='"] })
    const text = headersFile(headers)
    expect(text.split('\n')[0]).toBe('/*')
    expect(parseHeadersFile(text)).toEqual(headers)
  })
})
