// @vitest-environment node
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../..')
const supabaseUrl = 'https://backend-build-test.supabase.co'

/**
 * The shell of a deploy that builds with a backend: this process's environment without the test
 * runner's own variables (NODE_ENV=test would change what Vite builds) and any VITE_ setting,
 * plus the four settings of a configured build and the output folder.
 */
function backendBuildEnv(outDir: string): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !name.startsWith('VITE') && !name.startsWith('VITEST') && name !== 'NODE_ENV',
  )
  return {
    ...Object.fromEntries(inherited),
    NEXUS_OUT_DIR: outDir,
    VITE_SUPABASE_URL: supabaseUrl,
    VITE_SUPABASE_ANON_KEY: 'backend-build-test-anon-key',
    VITE_STRIPE_PRICE_BASIC: 'price_basic_monthly',
    VITE_STRIPE_PRICE_PREMIUM: 'price_premium_monthly',
  }
}

describe('npm run build -w web with a Supabase backend configured', () => {
  it("writes the landing page and the pages' frames, and no prerendered guest page", { timeout: 300_000 }, async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'nexus-backend-build-'))
    try {
      // An earlier guest build's page in the same folder (outside web/, which Vite would keep).
      await writeFile(join(outDir, 'journals.html'), '<html lang="en" data-prerendered="2026-01-01"></html>')
      await promisify(execFile)('npm', ['run', 'build', '-w', 'web', '--', '--mode', 'production'], {
        cwd: repoRoot,
        env: backendBuildEnv(outDir),
        maxBuffer: 16 * 1024 * 1024,
      })

      // It is the configured build: its policy lets the app reach the Supabase project.
      expect(await readFile(join(outDir, '_headers'), 'utf8')).toContain(`connect-src 'self' ${supabaseUrl}`)
      const pages = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'))
      expect(pages).toEqual(
        expect.arrayContaining(['index.html', 'landing.html', 'dashboard.html', 'journals.html', 'friends/_chat.html']),
      )
      // The stale guest page was replaced by a frame; a sample friend's chat is a guest page only.
      expect(pages).not.toContain('friends/maya-chen.html')
      for (const page of pages.filter((name) => name !== 'index.html' && name !== 'landing.html')) {
        const html = await readFile(join(outDir, page), 'utf8')
        // Never hydrated: only its frame shows, until the app renders the page for this visitor.
        expect(html, page).toMatch(/<html[^>]*\sdata-prerender-frame-only[\s>]/)
        expect(html, page).not.toContain('Guest')
      }
      const journals = await readFile(join(outDir, 'journals.html'), 'utf8')
      expect(journals).toContain('A private place to reflect and put your thoughts into words')
      expect(journals).not.toContain('Grateful for small things')
      // The member's session and reads (Auth, the database client) load with the page; Realtime
      // (its channel protocol says 'phx_join') loads later, when the page opens a channel.
      const preloads = /data-modulepreload="([^"]*)"/.exec(journals)?.[1]?.split(' ') ?? []
      const chunkWith = async (text: string) => {
        const assets = await readdir(join(outDir, 'assets'))
        for (const file of assets.filter((name) => name.endsWith('.js'))) {
          if ((await readFile(join(outDir, 'assets', file), 'utf8')).includes(text)) return `/assets/${file}`
        }
        throw new Error(`no chunk contains ${text}`)
      }
      expect(preloads).toContain(await chunkWith('GoTrueClient@'))
      // It follows the session (its failure warning is the code's mark; a guest build drops it, below).
      await chunkWith('Session fetch failed')
      expect(preloads).not.toContain(await chunkWith('phx_join'))
      const index = await readFile(join(outDir, 'index.html'), 'utf8')
      expect(index).toContain('<div id="root"></div>')
      // The browser opens the connection to the project while the scripts load.
      expect(index).toContain(`<link rel="preconnect" href="${supabaseUrl}" crossorigin="">`)
    } finally {
      await rm(outDir, { recursive: true, force: true })
    }
  })
})

describe('npm run build -w web with a partial backend setting', () => {
  it('stops before building, naming what is missing, and writes nothing', { timeout: 120_000 }, async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'nexus-bad-env-build-'))
    try {
      const { VITE_SUPABASE_ANON_KEY: _key, ...env } = backendBuildEnv(outDir)
      const build = promisify(execFile)('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, env })
      await expect(build).rejects.toMatchObject({
        stderr: expect.stringContaining(
          'Invalid environment: Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither (guest mode).',
        ),
      })
      expect(await readdir(outDir)).toEqual([])
    } finally {
      await rm(outDir, { recursive: true, force: true })
    }
  })
})

describe('npm run build -w web without a backend (the guest build)', () => {
  it(
    'drops the code only a backend needs: nothing follows a session or reads the database',
    { timeout: 300_000 },
    async () => {
      const outDir = await mkdtemp(join(tmpdir(), 'nexus-guest-build-'))
      try {
        const env = { ...backendBuildEnv(outDir), VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' }
        await promisify(execFile)('npm', ['run', 'build', '-w', 'web', '--', '--mode', 'production'], {
          cwd: repoRoot,
          env,
          maxBuffer: 16 * 1024 * 1024,
        })
        const scripts = (await readdir(join(outDir, 'assets'))).filter((name) => name.endsWith('.js'))
        expect(scripts.length).toBeGreaterThan(0)
        for (const file of scripts) {
          const code = await readFile(join(outDir, 'assets', file), 'utf8')
          expect(code, file).not.toContain('Session fetch failed')
          // The member's data sources: their rooms' feed and their journal in the database.
          expect(code, file).not.toContain('room_feed')
          expect(code, file).not.toContain('journal_entries')
        }
      } finally {
        await rm(outDir, { recursive: true, force: true })
      }
    },
  )
})
