// Prerender after `vite build` (decisions 0003 and 0005).
// Usage: node scripts/prerender.mjs [outDir]
//   outDir: the build folder, relative to web/ or absolute (default: NEXUS_OUT_DIR, else dist).
// Whether the guest pages are written is decided from the build's own record
// (`.vite/nexus-build.json`, written by web/vite.config.ts), never by the caller or the
// environment now: a build with a Supabase backend gets the landing page and the pages' frames only.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createServer } from 'vite'

const webRoot = fileURLToPath(new URL('../web', import.meta.url))

/** Web Storage kept in memory, so the app renders as on a first visit (Node has no localStorage). */
class MemoryStorage {
  #items = new Map()
  get length() {
    return this.#items.size
  }
  key(i) {
    return [...this.#items.keys()][i] ?? null
  }
  getItem(k) {
    return this.#items.get(String(k)) ?? null
  }
  setItem(k, v) {
    this.#items.set(String(k), String(v))
  }
  removeItem(k) {
    this.#items.delete(String(k))
  }
  clear() {
    this.#items.clear()
  }
}

/** Today in the local time zone as YYYY-MM-DD: the day the seeded sample data is relative to. */
const localDay = (date = new Date()) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/**
 * What the build in `outDir` was built with: its Vite mode, and whether its bundle has a Supabase
 * backend (the record web/vite.config.ts writes to `.vite/nexus-build.json`).
 * @param {string} outDir build folder, relative to web/ or absolute
 * @returns {Promise<{ mode: string, backend: boolean }>}
 * @throws when the folder holds no build record (build the app first)
 */
export async function buildRecord(outDir) {
  return JSON.parse(await readFile(join(resolve(webRoot, outDir), '.vite/nexus-build.json'), 'utf8'))
}

/**
 * Renders web/src/prerender.tsx with Vite's SSR loader (no dev server is listening, so two builds
 * can run side by side) and writes, beside the built `index.html`:
 * - `landing.html`: the landing markup with the app's CSS and no module scripts (decision 0003);
 * - for a guest build (its record says no backend), `<path>.html` for each of `prerenderPaths`:
 *   the page a first-time guest sees, inside `index.html` with its scripts, and `data-prerendered`
 *   set to the build's day. The client hydrates it (decision 0005); a page of `frameOnlyPaths` is
 *   marked `data-prerender-frame-only` and never hydrated (decision 0010);
 * - for a build with a backend, no guest page: only the frame of each page that has one
 *   (`memberFrame` of web/build/member-frame.ts: the sidebar, top bar and headings, nothing that
 *   names the visitor or shows sample content), marked `data-prerender-frame-only`, which a member
 *   or a guest sees while the app loads the session and renders the page. The sample friends'
 *   chats are left out; `chatFramePath` is the frame of every chat. supabase-js and the page's
 *   member data modules download with its chunks.
 * @param {string} [outDir] build folder, relative to web/ or absolute
 * @returns {Promise<string[]>} the app paths written
 * @throws when the folder holds no build record (build the app first)
 */
export async function prerender(outDir = 'dist') {
  const out = resolve(webRoot, outDir)
  const { backend } = await buildRecord(outDir)
  globalThis.localStorage ??= new MemoryStorage()
  globalThis.sessionStorage ??= new MemoryStorage()
  // Pages render as a guest without a backend sees them, whatever this build was configured with
  // (a backend build keeps only their frames): Vite prefers the process's VITE_ settings to web/.env*.
  const configured = { url: process.env.VITE_SUPABASE_URL, key: process.env.VITE_SUPABASE_ANON_KEY }
  process.env.VITE_SUPABASE_URL = ''
  process.env.VITE_SUPABASE_ANON_KEY = ''
  const vite = await createServer({
    root: webRoot,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  })
  try {
    const {
      renderLanding,
      renderRoute,
      routeChunks,
      prerenderPaths,
      frameOnlyPaths,
      memberDataModules,
      guestDataModules,
      chatFramePath,
    } = await vite.ssrLoadModule('/src/prerender.tsx')
    // Only a backend build prunes pages to their frames (and pays for the pruner's jsdom window).
    const memberFrame = backend ? (await vite.ssrLoadModule('/build/member-frame.ts')).memberFrame : undefined
    const template = await readFile(join(out, 'index.html'), 'utf8')
    const landing = template
      .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      .replace('<div id="root"></div>', () => `<div id="root">${renderLanding()}</div>`)
    if (!landing.includes('id="main"')) throw new Error('prerender: the landing markup was not injected')
    await writeFile(join(out, 'landing.html'), landing)

    const day = localDay()
    // The page is readable before any script runs: index.html's inline script starts the app's
    // scripts after the first paint, from these attributes, so they never compete with it.
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template)
    if (!entry) throw new Error('prerender: no module script in index.html')
    const manifest = JSON.parse(await readFile(join(out, '.vite/manifest.json'), 'utf8'))
    const appTemplate = template.replace(entry[0], '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    // A member's session needs Auth and the database client (src/lib/supabase-core.ts: auth-js and
    // postgrest-js), which the entry imports on demand, and their page its member data modules; a
    // guest's page (a build without a backend) needs its guest data modules. They download with the
    // page. The rest of supabase-js (Realtime, Storage, Functions) loads when first used.
    const supabaseCore = 'src/lib/supabase-core.ts'
    if (backend && !manifest[supabaseCore]) throw new Error(`prerender: ${supabaseCore} is not in the build manifest`)
    const supabaseKeys = [supabaseCore]
    const dataKeys = (path) => (backend ? [...supabaseKeys, ...memberDataModules(path)] : guestDataModules(path))
    const written = []
    const paths = backend
      ? [...prerenderPaths.filter((path) => !frameOnlyPaths.includes(path)), chatFramePath]
      : prerenderPaths
    for (const path of paths) {
      localStorage.clear()
      sessionStorage.clear()
      const page = await renderRoute(path)
      const markup = memberFrame ? memberFrame(page.html) : page.html
      if (!markup) continue
      // The entry's imports, its stages (src/main.tsx) and every chunk of the page's routes load at
      // once, not one hop later.
      const preloads = routeChunks(manifest, [
        'index.html',
        ...(manifest['index.html'].dynamicImports ?? []),
        ...page.modules,
        ...dataKeys(path),
      ]).filter((file) => file !== entry[1])
      const frameOnly = backend || frameOnlyPaths.includes(path)
      const html = appTemplate
        .replace(
          '<html lang="en"',
          `<html lang="en" data-prerendered="${day}"${frameOnly ? ' data-prerender-frame-only' : ''} data-entry="${entry[1]}" data-modulepreload="${preloads.join(' ')}"`,
        )
        .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
      if (!html.includes(`data-prerendered="${day}"`)) throw new Error('prerender: <html lang="en"> not found')
      const file = join(out, `${path.slice(1)}.html`)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, html)
      written.push(path)
    }
    return written
  } finally {
    await vite.close()
    for (const [name, value] of [
      ['VITE_SUPABASE_URL', configured.url],
      ['VITE_SUPABASE_ANON_KEY', configured.key],
    ]) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `npm run build -w web -- --mode <mode>` passes its flags here too: a mode given is ignored,
  // since the build's record holds the mode it really ran in.
  const { positionals } = parseArgs({ options: { mode: { type: 'string' } }, allowPositionals: true })
  await prerender(positionals[0] ?? (process.env.NEXUS_OUT_DIR || 'dist'))
}
