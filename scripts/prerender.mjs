// Prerender after `vite build` (decisions 0003 and 0005).
// Usage: node scripts/prerender.mjs [outDir] [--mode <mode>]
//   outDir: the build folder, relative to web/ or absolute (default: NEXUS_OUT_DIR, else dist);
//   mode: the Vite mode the build ran in (default production, as `vite build`).
// Whether the guest pages are written is decided here from the build's own settings, never by
// the caller: a build with a Supabase backend gets the landing page only.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createServer, loadEnv } from 'vite'

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
 * True when a build in `mode` has a Supabase backend: VITE_SUPABASE_URL is set (not blank, as
 * web/src/lib/env.ts reads it) in the shell or in web/.env* files. Read with Vite's `loadEnv`,
 * exactly as `vite build` reads it (the shell overrides the files, `.env.local` and
 * `.env.<mode>.local` override the rest).
 * @param {string} [mode] the build's Vite mode
 * @param {string} [envDir] the folder of the .env files (web/)
 * @returns {boolean}
 */
export function hasBackend(mode = 'production', envDir = webRoot) {
  return Boolean(loadEnv(mode, envDir, 'VITE_').VITE_SUPABASE_URL?.trim())
}

/**
 * Renders web/src/prerender.tsx with Vite's SSR loader (no dev server is listening, so two builds
 * can run side by side) and writes, beside the built `index.html`:
 * - `landing.html`: the landing markup with the app's CSS and no module scripts (decision 0003);
 * - for a guest build only ({@link hasBackend} false), `<path>.html` for each of
 *   `prerenderPaths`: the page a first-time guest sees, inside `index.html` with its scripts, and
 *   `data-prerendered` set to the build's day. The client hydrates it (decision 0005). A build
 *   with a backend gets none: a signed-out visitor is sent elsewhere and no page is the same
 *   for everyone.
 * @param {string} [outDir] build folder, relative to web/ or absolute
 * @param {{ mode?: string }} [options] mode: the Vite mode the build ran in
 * @returns {Promise<string[]>} the app paths written
 */
export async function prerender(outDir = 'dist', { mode = 'production' } = {}) {
  const out = resolve(webRoot, outDir)
  const appRoutes = !hasBackend(mode)
  globalThis.localStorage ??= new MemoryStorage()
  globalThis.sessionStorage ??= new MemoryStorage()
  const vite = await createServer({
    root: webRoot,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  })
  try {
    const { renderLanding, renderRoute, routeChunks, prerenderPaths } = await vite.ssrLoadModule('/src/prerender.tsx')
    const template = await readFile(join(out, 'index.html'), 'utf8')
    const landing = template
      .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      .replace('<div id="root"></div>', () => `<div id="root">${renderLanding()}</div>`)
    if (!landing.includes('id="main"')) throw new Error('prerender: the landing markup was not injected')
    await writeFile(join(out, 'landing.html'), landing)
    if (!appRoutes) return []

    const day = localDay()
    // The page is readable before any script runs: index.html's inline script starts the app's
    // scripts after the first paint, from these attributes, so they never compete with it.
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template)
    if (!entry) throw new Error('prerender: no module script in index.html')
    const manifest = JSON.parse(await readFile(join(out, '.vite/manifest.json'), 'utf8'))
    const appTemplate = template.replace(entry[0], '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    for (const path of prerenderPaths) {
      localStorage.clear()
      sessionStorage.clear()
      const page = await renderRoute(path)
      // The entry's imports and every chunk of the page's routes load at once, not one hop later.
      const preloads = routeChunks(manifest, ['index.html', ...page.modules]).filter((file) => file !== entry[1])
      const html = appTemplate
        .replace(
          '<html lang="en"',
          `<html lang="en" data-prerendered="${day}" data-entry="${entry[1]}" data-modulepreload="${preloads.join(' ')}"`,
        )
        .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
      if (!html.includes(`data-prerendered="${day}"`)) throw new Error('prerender: <html lang="en"> not found')
      const file = join(out, `${path.slice(1)}.html`)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, html)
    }
    return prerenderPaths
  } finally {
    await vite.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ options: { mode: { type: 'string' } }, allowPositionals: true })
  await prerender(positionals[0] ?? (process.env.NEXUS_OUT_DIR || 'dist'), { mode: values.mode })
}
