import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { resetPersistedStoresForTests, resetPersistedStoreToastForTests } from '@/lib/persist/persisted-store'
import { resetSafeStorageForTests } from '@/lib/persist/safe-storage'
import { setStorageScope } from '@/lib/persist/scope'

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
  cleanup()
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  })
  setStorageScope('guest')
  resetPersistedStoresForTests()
  localStorage.clear()
  resetSafeStorageForTests()
  resetPersistedStoreToastForTests()
})
