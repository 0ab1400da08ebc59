import { readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { test as plain } from '@playwright/test'
import { BACKEND_URL } from './backend'
import { backendEnv } from './backend-env'
import { expect, test } from './fixtures'

/** The CSP directives of a policy, as name → source list. */
function directives(csp: string | undefined): Record<string, string[]> {
  expect(csp, 'Content-Security-Policy header').toBeTruthy()
  return Object.fromEntries(
    csp!.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

/** The CSP hash of every inline script of a served page. */
function inlineHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  )
}

test.describe('security headers of npm start', () => {
  for (const path of ['/', '/dashboard', '/rooms/lounge', '/no-such-page']) {
    test(`${path} is served with the strict policy and its inline script allowed by hash`, async ({ request }) => {
      const response = await request.get(path)
      const headers = response.headers()
      const csp = directives(headers['content-security-policy'])
      expect(csp['script-src']?.[0]).toBe("'self'")
      expect(csp['script-src']).not.toContain("'unsafe-inline'")
      expect(csp['connect-src']).toEqual(["'self'"])
      expect(csp['object-src']).toEqual(["'none'"])
      expect(csp['base-uri']).toEqual(["'none'"])
      expect(csp['frame-ancestors']).toEqual(["'none'"])
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:'])
      const hashes = inlineHashes(await response.text())
      expect(hashes.length).toBeGreaterThan(0)
      for (const hash of hashes) expect(csp['script-src']).toContain(hash)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=(self)')
      expect(headers['permissions-policy']).toContain('microphone=(self)')
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    })
  }

  test('scripts and styles are served with the same headers', async ({ request, page }) => {
    await page.goto('/dashboard')
    const script = await page.locator('script[type="module"][src]').first().getAttribute('src')
    const response = await request.get(script!)
    expect(response.headers()['content-security-policy']).toBeTruthy()
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('the build writes the same headers to _headers for static hosts', async ({ request }) => {
    const served = (await request.get('/dashboard')).headers()
    const port = new URL(test.info().project.use.baseURL!).port
    const file = readFileSync(`web/dist-e2e-${port}/_headers`, 'utf8')
    expect(file.split('\n')[0]).toBe('/*')
    expect(file).toContain(`  Content-Security-Policy: ${served['content-security-policy']}`)
    expect(file).toContain(`  Permissions-Policy: ${served['permissions-policy']}`)
    expect(file).toContain(`  Strict-Transport-Security: ${served['strict-transport-security']}`)
    expect(file).toContain(`  Cross-Origin-Opener-Policy: ${served['cross-origin-opener-policy']}`)
  })

  test('the configured build may reach its Supabase project over https and websocket only', async ({ request }) => {
    const csp = directives((await request.get(`${BACKEND_URL}/dashboard`)).headers()['content-security-policy'])
    const supabase = new URL(backendEnv().supabaseUrl).origin
    expect(csp['connect-src']).toEqual(["'self'", supabase, supabase.replace(/^http/, 'ws')])
  })
})

// Uses plain Playwright: the refused script is expected to log a CSP error, which the shared
// fixture would count as a failure.
plain('a script injected into the page is refused by the policy', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page.locator('h1')).toBeVisible()
  const violation = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true })
        const script = document.createElement('script')
        script.textContent = 'window.__injected = true'
        document.body.append(script)
      }),
  )
  expect(violation).toMatch(/^script-src/)
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
})
