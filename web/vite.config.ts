/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { firstLoadChunkGroups } from './build/first-load-chunks.ts'
import { reactEsmPlugin } from './build/react-esm.ts'
import { parseEnv } from './src/lib/env-schema.ts'
import { headersFile, inlineScriptHashes, parseHeadersFile, securityHeaders } from './security-headers.ts'

/** web/, where Vite reads the .env files from (the config's root). */
const webRoot = fileURLToPath(new URL('.', import.meta.url))

/**
 * The Supabase settings a build of `mode` is configured with: VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY of the shell or web/.env*, trimmed ('' when unset or blank, as
 * src/lib/env.ts reads them).
 */
function supabaseSettings(mode: string): { url: string; anonKey: string } {
  const settings = loadEnv(mode, webRoot, 'VITE_')
  return { url: settings.VITE_SUPABASE_URL?.trim() ?? '', anonKey: settings.VITE_SUPABASE_ANON_KEY?.trim() ?? '' }
}

/** The Supabase URL a build of `mode` is configured with ('' for a guest build). */
const configuredSupabaseUrl = (mode: string): string => supabaseSettings(mode).url

/**
 * True when the build's mode has a Supabase project configured (both settings). Written into the
 * bundle as the constant `__NEXUS_BACKEND_CONFIGURED__` (src/build-constants.d.ts), so a guest
 * build drops the code only a backend needs.
 */
function backendConfigured(mode: string): boolean {
  const { url, anonKey } = supabaseSettings(mode)
  return url !== '' && anonKey !== ''
}

/**
 * In `vite preview`, which is what `npm start` runs: serves the prerendered landing page
 * (landing.html, decision 0003) for `/` and `/landing`, and a backend build's chat frame
 * (`friends/_chat.html`, decision 0010) for `/friends/{id}` and `/chat/{id}` when that friend
 * has no page of their own; every other path keeps the SPA fallback.
 */
function servePrerenderedPages(): Plugin {
  return {
    name: 'nexus:prerendered-pages',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      const landing = join(outDir, 'landing.html')
      const chatFrame = join(outDir, 'friends/_chat.html')
      server.middlewares.use((req, _res, next) => {
        const [path = '', query] = (req.url ?? '').split('?')
        const search = query ? `?${query}` : ''
        const chat = /^\/(?:friends|chat)\/([^/.]+)$/.exec(path)
        if ((path === '/' || path === '/landing') && existsSync(landing)) {
          req.url = `/landing.html${search}`
        } else if (chat && existsSync(chatFrame) && !existsSync(join(outDir, `friends/${chat[1]}.html`))) {
          req.url = `/friends/_chat.html${search}`
        }
        next()
      })
    },
  }
}

/**
 * Security headers from one source (security-headers.ts): the build writes them to
 * `<outDir>/_headers` (with the hash of index.html's inline theme script and the configured
 * Supabase URL), and `vite preview` (what `npm start` serves) sends that file's headers on every
 * response.
 */
function securityHeadersPlugin(): Plugin {
  let outDir = ''
  let supabaseUrl = ''
  let building = false
  return {
    name: 'nexus:security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      supabaseUrl = configuredSupabaseUrl(config.mode)
      building = config.command === 'build'
    },
    closeBundle() {
      // A dev server (the prerender's) calls this hook as it closes: only a build writes the file.
      const index = join(outDir, 'index.html')
      if (!building || !existsSync(index)) return
      const headers = securityHeaders({ supabaseUrl, scriptHashes: inlineScriptHashes(readFileSync(index, 'utf8')) })
      writeFileSync(join(outDir, '_headers'), headersFile(headers))
    },
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, '_headers')
      if (!existsSync(file)) throw new Error(`No ${file}: build the app first (npm start does)`)
      const headers = parseHeadersFile(readFileSync(file, 'utf8'))
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
        next()
      })
    },
  }
}

/**
 * With a Supabase project configured, index.html asks the browser to open the connection to it
 * (`<link rel="preconnect" crossorigin>`, as supabase-js's requests are CORS without credentials)
 * while the app's scripts load: a member's first request (the session's account) then saves the
 * DNS, TCP and TLS round trips. A guest build gets none.
 */
function supabasePreconnectPlugin(): Plugin {
  let origin = ''
  return {
    name: 'nexus:supabase-preconnect',
    configResolved(config) {
      const url = configuredSupabaseUrl(config.mode)
      origin = url ? new URL(url).origin : ''
    },
    transformIndexHtml() {
      if (!origin) return []
      return [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' }]
    },
  }
}

/**
 * Checks the VITE_* settings (the shell's and web/.env* for the mode) against the rules of
 * src/lib/env-schema.ts when a build, the dev server or a preview starts, and stops it with the
 * message naming the bad variable. The browser bundle then reads the settings unchecked.
 */
function checkEnvPlugin(): Plugin {
  return {
    name: 'nexus:check-env',
    configResolved(config) {
      parseEnv(loadEnv(config.mode, config.root, 'VITE_'))
    },
  }
}

/**
 * The entry imports the app in stages (src/main.tsx): index.html names those stage chunks, and
 * the chunks they import, as `<link rel="modulepreload">` beside the entry's own imports, so they
 * download with the entry instead of after it has run, and the site icon after them. (Prerendered
 * pages name them in `data-modulepreload` instead, scripts/prerender.mjs.)
 */
function entryStagesPreloadPlugin(): Plugin {
  return {
    name: 'nexus:entry-stages-preload',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const { chunk, bundle } = ctx
        if (!chunk || !bundle) return []
        const named = new Set([chunk.fileName, ...chunk.imports])
        const files: string[] = []
        const visit = (file: string) => {
          if (named.has(file)) return
          named.add(file)
          const output = bundle[file]
          if (output?.type === 'chunk') output.imports.forEach(visit)
          files.push(file)
        }
        chunk.dynamicImports.forEach(visit)
        return [
          ...files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
          // The icon after the app's code: a browser opens only a few connections to a host
          // over HTTP/1.1, and the icon must not take one before React DOM.
          {
            tag: 'link',
            attrs: { rel: 'icon', type: 'image/png', sizes: '64x64', href: '/favicon.png' },
            injectTo: 'head' as const,
          },
        ]
      },
    },
  }
}

/** Where a build records what it was built with, for scripts/prerender.mjs (see {@link buildRecordPlugin}). */
const BUILD_RECORD = '.vite/nexus-build.json'

/**
 * Writes `<outDir>/.vite/nexus-build.json`: `{ mode, backend }`, the Vite mode of the build and
 * whether its bundle was built with a Supabase URL (VITE_SUPABASE_URL, not blank, as
 * src/lib/env.ts reads it). The prerender reads this record instead of the environment again, so
 * a build with a backend never gets guest pages, whatever command, mode or shell ran it.
 */
function buildRecordPlugin(): Plugin {
  let outDir = ''
  let record = ''
  return {
    name: 'nexus:build-record',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      // The same rule as the bundle's own constant (__NEXUS_BACKEND_CONFIGURED__).
      record = JSON.stringify({ mode: config.mode, backend: backendConfigured(config.mode) })
    },
    closeBundle() {
      mkdirSync(join(outDir, '.vite'), { recursive: true })
      writeFileSync(join(outDir, BUILD_RECORD), record)
    },
  }
}

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

// react-router's package exports point at its development build (remix-run/react-router#12532,
// with dev-only warnings and checks); production builds take the production build it ships.
const reactRouterProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
)

export default defineConfig(({ command, mode }) => ({
  define: { __NEXUS_BACKEND_CONFIGURED__: JSON.stringify(backendConfigured(mode)) },
  plugins: [
    checkEnvPlugin(),
    reactEsmPlugin(),
    react(),
    tailwindcss(),
    servePrerenderedPages(),
    securityHeadersPlugin(),
    buildRecordPlugin(),
    supabasePreconnectPlugin(),
    entryStagesPreloadPlugin(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    // NEXUS_OUT_DIR picks the build folder (relative to web/, or absolute), as for `npm start`;
    // scripts/prerender.mjs reads the same variable.
    outDir: process.env.NEXUS_OUT_DIR || 'dist',
    // Emptied even outside web/ (Vite keeps such a folder's files), so no page of an earlier
    // build, such as a guest build's prerendered pages, survives into this one.
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the prerender lists each page's chunks from it (scripts/prerender.mjs).
    manifest: true,
    // Every browser the build targets but Safari 16 preloads modules itself; Safari 16 ignores the
    // links and still loads every module (by import), so the polyfill is not worth its bytes.
    modulePreload: { polyfill: false },
    // The first-load chunk (React, the router, providers) is one request by design.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // For experimentalInlineCommonChunks: the entry's exports are not an API (nothing imports it).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Rolldown's automatic common chunks under 32 KB of source are copied into the chunks that
          // use them (decision 0011): a page loads about half as many scripts, each a round trip on a
          // phone, for slightly more bytes on disk. It needs preserveEntrySignatures: false (above)
          // and turns strictExecutionOrder on (modules still run in their import order).
          experimentalInlineCommonChunks: { maxSize: 32 * 1024 },
          groups: firstLoadChunkGroups(src(''), src('main.tsx'), [
            src('app/routes/guarded.tsx'),
            src('app/routes/app-layout.tsx'),
          ]),
        },
      },
    },
  },
  preview: { host: '127.0.0.1', strictPort: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/vm-web-apis.ts', './src/testing/setup.ts'],
    restoreMocks: true,
    // Tests wait for what a user sees; on a busy 2-core machine a screen test that types and clicks
    // through user-event can take longer than Vitest's 5 s default without anything being wrong.
    testTimeout: 30_000,
    // One worker per core (Vitest's default leaves one core idle: 4 min instead of 2.6 on 2 cores).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}', 'security-headers.test.ts'],
          // Each file in its own VM context on a reused worker: jsdom and the dependencies load
          // once per worker, not once per file (293 s -> 118-138 s on 2 cores). vm-web-apis.ts gives
          // that context the Web APIs jsdom's window lacks.
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        // The build and benchmark scripts run on Node (one imports jsdom itself, which a VM context
        // cannot load).
        test: { name: 'build', include: ['build/**/*.test.ts', '../scripts/bench/**/*.test.mjs'], pool: 'forks' },
      },
    ],
  },
}))
