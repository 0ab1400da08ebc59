import { afterEach, beforeEach, vi } from 'vitest'
import { resetPersistedStoresForTests, resetPersistedStoreToastForTests } from '@/lib/persist/persisted-store'
import { resetSafeStorageForTests } from '@/lib/persist/safe-storage'
import { setStorageScope } from '@/lib/persist/scope'

// A test file runs on jsdom unless its first line is `// @vitest-environment node` (a file whose
// code and tests never touch a DOM, cookies or localStorage): the DOM part below is for jsdom only.
const dom = typeof document !== 'undefined'
if (dom) await import('@testing-library/jest-dom/vitest')
const cleanup = dom ? (await import('@testing-library/react')).cleanup : undefined
const watchClassConflicts = dom ? (await import('./class-conflicts')).watchClassConflicts : undefined

// Class names join without merging (cn is clsx): a test fails when anything it rendered had two
// classes setting one property, where the stylesheet's order would pick the winner.
let classConflicts: ReturnType<NonNullable<typeof watchClassConflicts>> | undefined
beforeEach(() => {
  classConflicts = watchClassConflicts?.(document)
})

// Any console.error during a test is a failure (epic-stack's rule): React warnings,
// act() warnings and uncaught render errors must not pass silently.
const consoleError = console.error
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleError(...args)
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  const conflicts = classConflicts?.stop() ?? []
  classConflicts = undefined
  if (dom) {
    cleanup?.()
    document.cookie.split(';').forEach((c) => {
      const name = c.split('=')[0]?.trim()
      if (name) document.cookie = `${name}=; max-age=0; path=/`
    })
  }
  setStorageScope('guest')
  resetPersistedStoresForTests()
  if (dom) localStorage.clear()
  resetSafeStorageForTests()
  resetPersistedStoreToastForTests()
  if (conflicts.length > 0) {
    const lines = conflicts.map((c) => `${c.element} ${c.overridden.join(' ')} overridden in "${c.classList}"`)
    throw new Error(`Conflicting classes (mark the override important, e.g. h-8!):\n${lines.join('\n')}`)
  }
})
