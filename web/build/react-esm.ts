import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const FACADE_ID = '\0nexus:react-esm'

/** The `useSyncExternalStore` shim for React before 18, which exports React's own hook from 18 on. */
const SHIM_IDS = new Set(['use-sync-external-store/shim', 'use-sync-external-store/shim/index.js'])

/**
 * The source of an ES module that re-exports the CommonJS module at `reactPath` (React's entry):
 * its exports object as `default` and each of `names` as a named export, read once.
 */
export function reactFacadeSource(reactPath: string, names: readonly string[]): string {
  const valid = names.filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default')
  return [
    `import React from ${JSON.stringify(reactPath)}`,
    'export default React',
    `export const { ${valid.join(', ')} } = React`,
    '',
  ].join('\n')
}

/**
 * In a production build, the app's and its libraries' ES imports of `react` get an ES module
 * facade over React's CommonJS build, so React is wrapped for ES imports once. Without it Rolldown
 * wraps it in every importing module (about 400 of them here): a namespace object of getters each,
 * built as the page's modules run, and a getter call for every hook a component calls after that.
 * `require('react')` (react-dom, CommonJS libraries) keeps React's own module, the same object.
 * ES imports of `use-sync-external-store/shim` get the facade too: on React 19 the shim only
 * hands back `React.useSyncExternalStore`, after bundling its fallback for React 17.
 * @throws Error when React (or its production build) is not installed
 */
export function reactEsmPlugin(): Plugin {
  const require = createRequire(import.meta.url)
  const reactPath = require.resolve('react')
  // The production build's export names; the development build has the same ones.
  const names = Object.keys(require(join(dirname(reactPath), 'cjs/react.production.js')) as object)
  return {
    name: 'nexus:react-esm',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      const kind = (options as { kind?: string }).kind
      if (kind !== 'import-statement' && kind !== 'dynamic-import') return null
      // React 18 and later have the hook: the shim's ES import is React's own (SWR imports it).
      if (source === 'react' || SHIM_IDS.has(source)) return FACADE_ID
      return null
    },
    load(id) {
      return id === FACADE_ID ? reactFacadeSource(reactPath, names) : null
    },
  }
}
