import { twMerge } from 'tailwind-merge'

/**
 * The classes of `classList` (a `class` attribute) that another class of it overrides: two
 * utilities setting the same property under the same variants, such as `h-9 h-8`, where the
 * stylesheet's order, not the attribute's, decides which one applies. tailwind-merge is the judge
 * (it drops exactly those); an important class (`h-8!`) overrides without a conflict.
 * @returns the overridden classes, in attribute order; empty when there is no conflict
 */
export function conflictingClasses(classList: string): string[] {
  const classes = classList.split(/\s+/).filter(Boolean)
  const kept = new Set(twMerge(classes.join(' ')).split(' '))
  return classes.filter((name) => !kept.has(name))
}

/** One element whose class list holds a conflict. */
interface Conflict {
  element: string
  overridden: string[]
  classList: string
}

const describeElement = (element: Element) => {
  const slot = element.getAttribute('data-slot')
  return `<${element.tagName.toLowerCase()}${slot ? ` data-slot="${slot}"` : ''}>`
}

/**
 * Watches `root` (and everything added under it) for class lists with a conflict, from now until
 * the returned `stop()`, which reports what it saw: each element's tag, overridden classes and
 * whole class list, once per distinct class list.
 */
export function watchClassConflicts(root: Node): { stop(): Conflict[] } {
  const seen = new Set<string>()
  const conflicts: Conflict[] = []
  const check = (element: Element) => {
    const classList = element.getAttribute('class')
    if (!classList || seen.has(classList)) return
    seen.add(classList)
    const overridden = conflictingClasses(classList)
    if (overridden.length > 0) conflicts.push({ element: describeElement(element), overridden, classList })
  }
  const checkTree = (node: Node) => {
    if (!(node instanceof Element)) return
    check(node)
    node.querySelectorAll('[class]').forEach(check)
  }
  const handle = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.type === 'attributes') checkTree(record.target)
      else record.addedNodes.forEach(checkTree)
    }
  }
  const observer = new MutationObserver(handle)
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] })
  checkTree(root instanceof Document ? root.documentElement : root)
  return {
    stop() {
      handle(observer.takeRecords())
      observer.disconnect()
      return conflicts
    },
  }
}
