// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { rolldown, type Plugin as RolldownPlugin } from 'rolldown'
import { afterAll, describe, expect, it } from 'vitest'
import { reactEsmPlugin, reactFacadeSource } from './react-esm.ts'

const require = createRequire(import.meta.url)
// Inside the project, so the bundle resolves React from its node_modules.
const cache = fileURLToPath(new URL('../node_modules/.cache', import.meta.url))
mkdirSync(cache, { recursive: true })
const dir = mkdtempSync(join(cache, 'react-esm-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const files: Record<string, string> = {
  // Three ES modules import React in the ways the app and its libraries do; a CommonJS module
  // requires it, as react-dom does.
  'entry.mjs': [
    "import { useState } from 'react'",
    "import * as ns from './namespace.mjs'",
    "import React from './default.mjs'",
    "import required from './required.cjs'",
    "import { useSyncExternalStore } from 'use-sync-external-store/shim'",
    'export { useState, ns, React, required, useSyncExternalStore }',
  ].join('\n'),
  'namespace.mjs':
    "import * as React from 'react'\nexport const useMemo = React.useMemo\nexport const useId = React[' useId '.trim()]",
  'default.mjs': "import React from 'react'\nexport default React",
  'required.cjs': "module.exports = require('react')",
}

/** Bundles `entry.mjs` for production (with `plugins`), runs the output and returns its exports. */
async function bundleAndRun(plugins: RolldownPlugin[]) {
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source)
  const bundle = await rolldown({
    input: join(dir, 'entry.mjs'),
    plugins,
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  })
  // As the app's build runs: every module in its own init function (strictExecutionOrder), where
  // Rolldown wraps a CommonJS import once per importing module.
  const out = join(dir, plugins.length ? 'with' : 'without')
  const { output } = await bundle.write({ dir: out, format: 'es', strictExecutionOrder: true })
  await bundle.close()
  const code = output[0].code
  const exports = (await import(pathToFileURL(join(out, output[0].fileName)).href)) as {
    useState: unknown
    ns: { useMemo: unknown; useId: unknown }
    React: unknown
    required: unknown
    useSyncExternalStore: unknown
  }
  return { code, exports }
}

describe('reactEsmPlugin', () => {
  it("gives every ES import React's own functions and one object for React, also to require()", async () => {
    const { code, exports } = await bundleAndRun([reactEsmPlugin() as unknown as RolldownPlugin])
    // The bundle has its own copy of React: what require() gets in it is React's module.
    const react = exports.required as Record<string, unknown>
    expect(Object.keys(react)).toEqual(
      Object.keys(require(join(dirname(require.resolve('react')), 'cjs/react.production.js'))),
    )
    expect(typeof react.useState).toBe('function')
    expect(exports.useState).toBe(react.useState)
    expect(exports.ns.useMemo).toBe(react.useMemo)
    expect(exports.ns.useId).toBe(react.useId)
    expect(exports.React).toBe(react)
    // SWR's import of the shim is React's own hook, and the shim's fallback is not bundled.
    expect(exports.useSyncExternalStore).toBe(react.useSyncExternalStore)
    expect(code).not.toContain('checkIfSnapshotChanged')
    // React is wrapped for ES imports once, however many modules import it.
    expect(code.match(/__toESM\(require_react\(\)/g)).toHaveLength(1)
  })

  it('is what keeps React wrapped once: without it each importing module wraps it', async () => {
    const { code } = await bundleAndRun([])
    expect(code.match(/__toESM\(require_react\(\)/g)!.length).toBeGreaterThan(1)
  })
})

describe('reactFacadeSource', () => {
  it('exports each name once, as default the module itself, and skips names that are not identifiers', () => {
    const source = reactFacadeSource('/nm/react/index.js', ['useState', 'default', 'not-a-name', '$ok'])
    expect(source).toBe(
      'import React from "/nm/react/index.js"\nexport default React\nexport const { useState, $ok } = React\n',
    )
  })
})
