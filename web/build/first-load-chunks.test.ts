// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { firstLoadChunkGroups, reachableSource } from './first-load-chunks.ts'

const src = '/app/src/'
/** A module graph: id → static imports. */
const graph = (edges: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id]! } : null),
})

const edges = {
  '/app/src/main.tsx': ['/app/src/router.tsx', '/nm/react/index.js'],
  '/app/src/router.tsx': ['/app/src/provider.tsx', '/nm/react-router/index.mjs'],
  '/app/src/provider.tsx': ['/app/src/ui/toast.tsx'],
  '/app/src/ui/toast.tsx': ['/nm/lucide-react/index.mjs'],
  '/nm/lucide-react/index.mjs': ['/nm/lucide-react/icons/x.mjs', '/nm/lucide-react/icons/sun.mjs'],
  '/app/src/routes/guarded.tsx': ['/app/src/auth/guard.tsx'],
  '/app/src/auth/guard.tsx': ['/app/src/ui/toast.tsx', '/app/src/ui/spinner.tsx'],
  '/app/src/routes/app-layout.tsx': ['/app/src/shell/sidebar.tsx'],
  '/app/src/shell/sidebar.tsx': ['/nm/@radix-ui/react-dialog/index.mjs', '/app/src/ui/spinner.tsx'],
}

describe('reachableSource', () => {
  it('walks static imports of app source and stops at packages', () => {
    expect([...reachableSource(graph(edges), ['/app/src/main.tsx'], src)].sort()).toEqual([
      '/app/src/main.tsx',
      '/app/src/provider.tsx',
      '/app/src/router.tsx',
      '/app/src/ui/toast.tsx',
    ])
  })

  it('ignores ids it cannot find', () => {
    expect([...reachableSource(graph({}), ['/app/src/missing.tsx'], src)]).toEqual(['/app/src/missing.tsx'])
  })
})

describe('firstLoadChunkGroups', () => {
  const [app, shell] = firstLoadChunkGroups(src, '/app/src/main.tsx', [
    '/app/src/routes/guarded.tsx',
    '/app/src/routes/app-layout.tsx',
  ])
  const ctx = graph(edges)
  const chunkOf = (id: string) => app!.name(id, ctx) ?? shell!.name(id, ctx)

  it('puts what the entry imports in app, but leaves the entry module itself to the entry chunk', () => {
    expect(chunkOf('/app/src/router.tsx')).toBe('app')
    expect(chunkOf('/app/src/ui/toast.tsx')).toBe('app')
    expect(chunkOf('/app/src/main.tsx')).toBeNull()
  })

  it('puts what only the shell routes import in shell, once, even when two roots share it', () => {
    expect(chunkOf('/app/src/routes/app-layout.tsx')).toBe('shell')
    expect(chunkOf('/app/src/ui/spinner.tsx')).toBe('shell')
    expect(chunkOf('/app/src/auth/guard.tsx')).toBe('shell')
  })

  it('leaves packages and page modules to the bundler (a group takes the packages its modules import)', () => {
    expect(chunkOf('/nm/@radix-ui/react-dialog/index.mjs')).toBeNull()
    expect(chunkOf('/app/src/routes/dashboard.tsx')).toBeNull()
  })

  it("puts what the entry's stages (its dynamic imports) import in app, and leaves each stage module a chunk of its own", () => {
    const staged = {
      getModuleInfo: (id: string) =>
        id === '/app/src/main.tsx'
          ? {
              importedIds: ['/app/src/tasks.ts'],
              dynamicallyImportedIds: ['/app/src/start.tsx', '/nm/react-dom/client.js'],
            }
          : id === '/app/src/start.tsx'
            ? { importedIds: ['/app/src/router.tsx'] }
            : ctx.getModuleInfo(id),
    }
    const [stagedApp, stagedShell] = firstLoadChunkGroups(src, '/app/src/main.tsx', ['/app/src/routes/guarded.tsx'])
    const stagedChunkOf = (id: string) => stagedApp!.name(id, staged) ?? stagedShell!.name(id, staged)
    expect(stagedChunkOf('/app/src/tasks.ts')).toBe('app')
    expect(stagedChunkOf('/app/src/router.tsx')).toBe('app')
    expect(stagedChunkOf('/app/src/ui/toast.tsx')).toBe('app')
    expect(stagedChunkOf('/app/src/start.tsx')).toBeNull()
    expect(stagedChunkOf('/app/src/main.tsx')).toBeNull()
    expect(stagedChunkOf('/nm/react-dom/client.js')).toBeNull()
    expect(stagedChunkOf('/app/src/auth/guard.tsx')).toBe('shell')
  })
})
