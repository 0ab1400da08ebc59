type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null
}

const isAppSource = (id: string, srcDir: string) => id.startsWith(srcDir) && !id.includes('node_modules')

/** App source modules (under `srcDir`) statically reachable from `roots`; packages are not walked. */
export function reachableSource(graph: ModuleGraph, roots: readonly string[], srcDir: string): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id) || !isAppSource(id, srcDir)) continue
    seen.add(id)
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * Rolldown chunk groups for the first load: `app` holds what the entry imports, statically or in
 * its stages (router, providers, React), `shell` what the member shell routes add (sidebar, route
 * guard, stores). Each group takes the packages its modules import. Without them a page loads
 * dozens of tiny shared chunks (one per icon or Radix part), and on a phone every request costs a
 * round trip.
 * @param srcDir absolute path of web/src, ending in a separator
 * @param entry absolute id of the entry module
 * @param shellRoots absolute ids of the lazy shell route modules
 */
export function firstLoadChunkGroups(srcDir: string, entry: string, shellRoots: readonly string[]) {
  let app: Set<string> | undefined
  let shell: Set<string> | undefined
  const sets = (ctx: ModuleGraph) => {
    // The entry imports the app in stages (dynamic imports, one task each): what they import is
    // the app too. The entry and each stage module stay in chunks of their own, which run them.
    if (!app) {
      const own = new Set([entry, ...(ctx.getModuleInfo(entry)?.dynamicallyImportedIds ?? [])])
      app = new Set([...reachableSource(ctx, [...own], srcDir)].filter((id) => !own.has(id)))
    }
    shell ??= new Set([...reachableSource(ctx, shellRoots, srcDir)].filter((id) => !app!.has(id)))
    return { app, shell }
  }
  return [
    { debugName: 'app', name: (id: string, ctx: ModuleGraph) => (sets(ctx).app.has(id) ? 'app' : null), priority: 2 },
    {
      debugName: 'shell',
      name: (id: string, ctx: ModuleGraph) => (sets(ctx).shell.has(id) ? 'shell' : null),
      priority: 1,
    },
  ]
}
