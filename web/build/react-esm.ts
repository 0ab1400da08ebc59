import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const FACADE_ID = '\0nexus:react-esm'

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
      if (source === 'react' && (kind === 'import-statement' || kind === 'dynamic-import')) return FACADE_ID
      return null
    },
    load(id) {
      return id === FACADE_ID ? reactFacadeSource(reactPath, names) : null
    },
  }
}
