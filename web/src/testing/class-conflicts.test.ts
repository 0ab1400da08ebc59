import { conflictingClasses, watchClassConflicts } from './class-conflicts'

describe('conflictingClasses', () => {
  it('names the class another one overrides, as the stylesheet would decide it', () => {
    expect(conflictingClasses('flex h-9 px-4 h-8')).toEqual(['h-9'])
    expect(conflictingClasses('px-4 p-2')).toEqual(['px-4'])
    expect(conflictingClasses('bg-primary hover:bg-primary/90 bg-amber-500 hover:bg-amber-400')).toEqual([
      'bg-primary',
      'hover:bg-primary/90',
    ])
  })

  it('finds none between an important override, other variants or refinements', () => {
    expect(conflictingClasses('h-9 h-8!')).toEqual([])
    expect(conflictingClasses('w-fit sm:w-56 md:w-full')).toEqual([])
    expect(conflictingClasses('p-2 px-4')).toEqual([])
    expect(conflictingClasses('  ')).toEqual([])
  })
})

describe('watchClassConflicts', () => {
  it('reports conflicts in what was added and in classes changed later, once per class list', async () => {
    // Detached: the suite's own watcher (src/testing/setup.ts) watches the document.
    const root = document.createElement('div')
    const watch = watchClassConflicts(root)
    root.innerHTML = '<p class="text-sm text-xs">a</p><p class="text-sm text-xs">b</p><p class="text-sm">c</p>'
    root.querySelectorAll('p')[2]!.setAttribute('class', 'gap-6 gap-4')
    await Promise.resolve()
    expect(watch.stop()).toEqual([
      { element: '<p>', overridden: ['text-sm'], classList: 'text-sm text-xs' },
      { element: '<p>', overridden: ['gap-6'], classList: 'gap-6 gap-4' },
    ])
  })

  it('reports nothing after stop, and nothing for a clean tree', () => {
    // Detached: the suite's own watcher (src/testing/setup.ts) watches the document.
    const root = document.createElement('div')
    const watch = watchClassConflicts(root)
    root.innerHTML = '<span data-slot="badge" class="h-9 h-8!"></span>'
    expect(watch.stop()).toEqual([])
    root.innerHTML = '<p class="h-9 h-8"></p>'
    expect(watch.stop()).toEqual([])
  })
})
