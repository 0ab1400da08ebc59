// Prerender the landing page into <outDir>/landing.html after `vite build` (decision 0003).
// Usage: node scripts/prerender.mjs [outDir]   (outDir relative to web/, default dist)
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

/**
 * Renders web/src/prerender.tsx with Vite's SSR loader and writes `landing.html` beside the
 * built `index.html`: same head and CSS, the rendered markup in #root, and no module scripts.
 * @param {string} outDir build folder inside web/
 */
export async function prerenderLanding(outDir = 'dist') {
  const webRoot = fileURLToPath(new URL('../web', import.meta.url))
  const vite = await createServer({
    root: webRoot,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  })
  try {
    const { renderLanding } = await vite.ssrLoadModule('/src/prerender.tsx')
    const template = await readFile(join(webRoot, outDir, 'index.html'), 'utf8')
    const html = template
      .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      .replace('<div id="root"></div>', `<div id="root">${renderLanding()}</div>`)
    if (!html.includes('id="main"')) throw new Error('prerender: the landing markup was not injected')
    await writeFile(join(webRoot, outDir, 'landing.html'), html)
  } finally {
    await vite.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await prerenderLanding(process.argv[2])
