// `npm run bench:bundle`: what a guest's first load of a route is made of. Builds the guest build
// with sourcemaps into web/dist-bundle (no prerender: the same scripts load), serves it, loads each
// route once in Chromium (bench:web's plain visit) and takes every script the page loaded. Each
// script's bytes are then attributed, through its sourcemap, to the npm package or the app folder
// they come from. Prints per route the gzip total of the scripts (as bench:web measures it) and the
// largest sources: raw KB, and gzip KB of that source's code alone (a little more than its share of
// the total, since it is compressed without its neighbours).
// The total is a few bytes over bench:web's for the same route: each script ends with a
// sourceMappingURL comment. '(bundler)' is code no source maps to: Rolldown's runtime, module
// wrappers and import and export glue.
// Settings: BENCH_ROUTES (comma-separated, default /dashboard), BENCH_TOP (rows per route, default
// 15), BENCH_PORT (default 4349), CHROMIUM_PATH (default /usr/bin/chromium).
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'
import { build, preview } from 'vite'
import { cleanUp } from './web/cleanup.mjs'
import { visit } from './web/visit.mjs'

const webRoot = resolve(import.meta.dirname, '../../web')
const outDir = join(webRoot, 'dist-bundle')
const routes = (process.env.BENCH_ROUTES ?? '/dashboard')
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean)
const top = Number(process.env.BENCH_TOP ?? 15)
const port = Number(process.env.BENCH_PORT ?? 4349)
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const gzip = (text) => gzipSync(text, { level: 9 }).length
const kb = (bytes) => (bytes / 1024).toFixed(1)

/** The package (`react-dom`, `@supabase/auth-js`) or app folder (`src/lib/auth`) a source path names. */
function sourceGroup(source) {
  const inModules = source.lastIndexOf('node_modules/')
  if (inModules >= 0) {
    const parts = source.slice(inModules + 'node_modules/'.length).split('/')
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
  }
  const inSrc = source.lastIndexOf('src/')
  return inSrc >= 0 ? source.slice(inSrc).split('/').slice(0, -1).join('/') : '(bundler)'
}

/**
 * The code of `file` (a built script) by source group, through its sourcemap: Map group -> text. A
 * script without a sourcemap (Rolldown's runtime) is all '(bundler)'.
 */
async function codeBySource(file) {
  const code = await readFile(file, 'utf8')
  const mapText = await readFile(`${file}.map`, 'utf8').catch((err) => {
    if (err.code === 'ENOENT') return null
    throw err
  })
  if (mapText === null) return new Map([['(bundler)', code]])
  const map = new SourceMapConsumer(JSON.parse(mapText))
  const lines = code.split('\n')
  const mappings = []
  map.eachMapping((m) => mappings.push(m))
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn)
  const groups = new Map()
  mappings.forEach((m, i) => {
    const next = mappings[i + 1]
    const line = lines[m.generatedLine - 1] ?? ''
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length
    const group = m.source ? sourceGroup(m.source) : '(bundler)'
    groups.set(group, (groups.get(group) ?? '') + line.slice(m.generatedColumn, end))
  })
  return groups
}

async function main() {
  console.error(`building the guest build with sourcemaps into ${outDir}`)
  process.env.VITE_SUPABASE_URL = ''
  process.env.VITE_SUPABASE_ANON_KEY = ''
  // 'error': Tailwind's CSS transform has no sourcemap, and Vite would say so for every build.
  await build({ root: webRoot, logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: true } })
  const server = await preview({ root: webRoot, logLevel: 'warn', build: { outDir }, preview: { port } })
  try {
    for (const route of routes) {
      // A guest's plain visit, as bench:web makes it: a fresh browser, nothing saved.
      const { scripts, js } = await visit(chromePath, `http://127.0.0.1:${port}${route}`, async () => {})
      const raw = new Map()
      for (const script of scripts) {
        for (const [group, text] of await codeBySource(join(outDir, script))) {
          raw.set(group, (raw.get(group) ?? '') + text)
        }
      }
      const rows = [...raw]
        .map(([group, text]) => ({ source: group, 'raw KB': kb(text.length), 'gzip KB alone': kb(gzip(text)) }))
        .sort((a, b) => Number(b['raw KB']) - Number(a['raw KB']))
      console.log(`\n${route}: ${scripts.length} scripts, ${kb(js)} KB gzip in all (the largest sources below)`)
      console.table(rows.slice(0, top))
    }
  } finally {
    await new Promise((done) => server.httpServer.close(done))
  }
}

try {
  await main()
} catch (err) {
  console.error(`bench:bundle failed: ${err.stack ?? err}`)
  process.exitCode = 1
} finally {
  await cleanUp()
}
