import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { act, renderHook, waitFor } from '@testing-library/react'
import {
  createPersistedStore,
  RESET_TOAST_TITLE,
  resetPersistedStoreToastForTests,
  usePersistedStoreHydrated,
  whenPersistedStoresHydrated,
} from './persisted-store'
import { resetSafeStorageForTests, STORAGE_UNAVAILABLE_TITLE } from './safe-storage'
import { setStorageScope } from './scope'
import * as toastModule from '@/components/ui/use-toast'

const schema = z.object({ items: z.array(z.string()), owner: z.string() })
type Data = z.infer<typeof schema>

let counter = 0
function makeStore(extra: { version?: number; migrations?: Record<number, (s: unknown) => unknown> } = {}) {
  const name = `test-store-${++counter}`
  const store = createPersistedStore({
    name,
    version: extra.version ?? 1,
    schema,
    seed: ({ isGuest, scope }): Data => ({ items: ['seed'], owner: isGuest ? 'guest' : scope }),
    ...(extra.migrations ? { migrations: extra.migrations } : {}),
    actions: ({ set, get }) => ({
      add: (item: string) => set({ items: [...get().items, item] }),
    }),
  })
  return { name, store }
}

beforeEach(() => {
  resetSafeStorageForTests()
  resetPersistedStoreToastForTests()
})
afterEach(() => setStorageScope('guest'))

describe('createPersistedStore', () => {
  it('starts from the seed and stores each change under the bare name for the guest', () => {
    const { name, store } = makeStore()
    expect(store.getState().items).toEqual(['seed'])
    store.getState().add('a')
    expect(JSON.parse(localStorage.getItem(name)!)).toEqual({
      state: { items: ['seed', 'a'], owner: 'guest' },
      version: 1,
    })
  })

  it('with nothing stored, its state is the initial state, so hydrating a prerendered page re-renders nothing', () => {
    const { store } = makeStore()
    // zustand hands React `getInitialState` as the server snapshot: a different object there
    // would make React re-render every subscriber synchronously after hydration.
    expect(store.getState()).toBe(store.getInitialState())
  })

  it('reads back what was stored (a reload)', () => {
    const { name } = makeStore()
    localStorage.setItem(name, JSON.stringify({ state: { items: ['kept'], owner: 'guest' }, version: 1 }))
    const again = createPersistedStore({
      name,
      version: 1,
      schema,
      seed: () => ({ items: [], owner: 'x' }),
      actions: () => ({}),
    })
    expect(again.getState().items).toEqual(['kept'])
  })

  it('migrates an older version step by step and stores the result', () => {
    const name = `test-store-${++counter}`
    localStorage.setItem(name, JSON.stringify({ state: { list: ['old'] }, version: 0 }))
    const store = createPersistedStore({
      name,
      version: 1,
      schema,
      seed: () => ({ items: [], owner: 'guest' }),
      migrations: { 0: (s) => ({ items: (s as { list: string[] }).list, owner: 'guest' }) },
      actions: () => ({}),
    })
    expect(store.getState().items).toEqual(['old'])
    expect(JSON.parse(localStorage.getItem(name)!).version).toBe(1)
  })

  it('waits for a migration step that returns a promise: seed and not hydrated until then, then the result', async () => {
    const name = `test-store-${++counter}`
    localStorage.setItem(name, JSON.stringify({ state: { list: ['old'] }, version: 0 }))
    let finish = (_: unknown) => {}
    const store = createPersistedStore({
      name,
      version: 2,
      schema,
      seed: () => ({ items: ['seed'], owner: 'guest' }),
      migrations: {
        0: (s) =>
          new Promise((resolve) => (finish = () => resolve({ list: [...(s as { list: string[] }).list, 'v1'] }))),
        1: (s) => ({ items: (s as { list: string[] }).list, owner: 'guest' }),
      },
      actions: () => ({}),
    })
    const { result } = renderHook(() => usePersistedStoreHydrated(store))
    expect(result.current).toBe(false)
    expect(store.getState().items).toEqual(['seed'])
    act(() => finish(undefined))
    await waitFor(() => expect(result.current).toBe(true))
    expect(store.getState().items).toEqual(['old', 'v1'])
    expect(JSON.parse(localStorage.getItem(name)!)).toEqual({
      state: { items: ['old', 'v1'], owner: 'guest' },
      version: 2,
    })
  })

  it('resets to the seed when an asynchronous migration step rejects', async () => {
    const name = `test-store-${++counter}`
    localStorage.setItem(name, JSON.stringify({ state: { list: ['old'] }, version: 0 }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = createPersistedStore({
      name,
      version: 1,
      schema,
      seed: () => ({ items: ['seed'], owner: 'guest' }),
      migrations: { 0: () => Promise.reject(new Error('no crypto')) },
      actions: () => ({}),
    })
    await waitFor(() => expect(store.persist.hasHydrated()).toBe(true))
    expect(store.getState().items).toEqual(['seed'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem(name)).not.toContain('old')
  })

  it('with a schema to import and nothing stored: the seed at once, hydrated, and the schema never imported', async () => {
    const importSchema = vi.fn(() => Promise.resolve(schema))
    const store = createPersistedStore({
      name: `test-store-${++counter}`,
      version: 1,
      schema: importSchema,
      seed: (): Data => ({ items: ['seed'], owner: 'guest' }),
      actions: () => ({}),
    })
    expect(store.persist.hasHydrated()).toBe(true)
    expect(store.getState().items).toEqual(['seed'])
    await whenPersistedStoresHydrated()
    expect(importSchema).not.toHaveBeenCalled()
  })

  it('with a schema to import and data stored: the seed until the schema is there, then the data, validated', async () => {
    const name = `test-store-${++counter}`
    localStorage.setItem(name, JSON.stringify({ state: { items: ['kept'], owner: 'guest' }, version: 1 }))
    let deliver = () => {}
    const importSchema = vi.fn(() => new Promise<typeof schema>((resolve) => (deliver = () => resolve(schema))))
    const store = createPersistedStore({
      name,
      version: 1,
      schema: importSchema,
      seed: (): Data => ({ items: ['seed'], owner: 'guest' }),
      actions: () => ({}),
    })
    expect(store.persist.hasHydrated()).toBe(false)
    expect(store.getState().items).toEqual(['seed'])
    let settled = false
    const hydrated = whenPersistedStoresHydrated().then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)

    deliver()
    await hydrated
    expect(store.persist.hasHydrated()).toBe(true)
    expect(store.getState().items).toEqual(['kept'])
    expect(importSchema).toHaveBeenCalledTimes(1)
  })

  it('with a schema to import, waiting covers an asynchronous migration too: the migrated data is read', async () => {
    const name = `test-store-${++counter}`
    localStorage.setItem(name, JSON.stringify({ state: { list: ['old'] }, version: 0 }))
    const store = createPersistedStore({
      name,
      version: 1,
      schema: () => Promise.resolve(schema),
      seed: (): Data => ({ items: ['seed'], owner: 'guest' }),
      migrations: {
        0: async (s) => {
          await new Promise((resolve) => setTimeout(resolve, 5))
          return { items: [...(s as { list: string[] }).list, 'v1'], owner: 'guest' }
        },
      },
      actions: () => ({}),
    })
    await whenPersistedStoresHydrated()
    expect(store.persist.hasHydrated()).toBe(true)
    expect(store.getState().items).toEqual(['old', 'v1'])
  })

  it('with a schema to import, a read replaced by a newer one (another tab) still ends the wait', async () => {
    const name = `test-store-${++counter}`
    localStorage.setItem(name, JSON.stringify({ state: { items: ['kept'], owner: 'guest' }, version: 1 }))
    let deliver = () => {}
    const store = createPersistedStore({
      name,
      version: 1,
      schema: () => new Promise<typeof schema>((resolve) => (deliver = () => resolve(schema))),
      seed: (): Data => ({ items: ['seed'], owner: 'guest' }),
      actions: () => ({}),
    })
    localStorage.setItem(name, JSON.stringify({ state: { items: ['newer'], owner: 'guest' }, version: 1 }))
    window.dispatchEvent(new StorageEvent('storage', { key: name }))
    deliver()
    await whenPersistedStoresHydrated()
    expect(store.getState().items).toEqual(['newer'])
  })

  it('with a schema to import, invalid stored data is reset once the schema is there', async () => {
    const name = `test-store-${++counter}`
    localStorage.setItem(name, JSON.stringify({ state: { items: 'not a list', owner: 'guest' }, version: 1 }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = createPersistedStore({
      name,
      version: 1,
      schema: () => Promise.resolve(schema),
      seed: (): Data => ({ items: ['seed'], owner: 'guest' }),
      actions: () => ({}),
    })
    await whenPersistedStoresHydrated()
    expect(store.persist.hasHydrated()).toBe(true)
    expect(store.getState().items).toEqual(['seed'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem(name)).toBeNull()
  })

  it('reports a store that reads synchronously as hydrated from the first render', () => {
    const { store } = makeStore()
    const { result } = renderHook(() => usePersistedStoreHydrated(store))
    expect(result.current).toBe(true)
  })

  it.each([
    ['text that is not JSON', '{not json'],
    ['JSON of the wrong shape', JSON.stringify({ state: { items: 'nope' }, version: 1 })],
    ['a version from the future', JSON.stringify({ state: { items: [], owner: 'g' }, version: 9 })],
    ['an older version with no migration', JSON.stringify({ state: { items: [], owner: 'g' }, version: 0 })],
  ])('resets %s to the seed with one warning and the reset toast', (_label, raw) => {
    const name = `test-store-${++counter}`
    localStorage.setItem(name, raw)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const toast = vi.spyOn(toastModule, 'toast')
    const store = createPersistedStore({
      name,
      version: 1,
      schema,
      seed: () => ({ items: ['seed'], owner: 'guest' }),
      actions: () => ({}),
    })
    expect(store.getState().items).toEqual(['seed'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith({ title: RESET_TOAST_TITLE })
    // The bad value is gone: nothing is stored, or the seed is.
    const stored = localStorage.getItem(name)
    if (stored !== null) expect(JSON.parse(stored)).toEqual({ state: { items: ['seed'], owner: 'guest' }, version: 1 })
  })

  it('keeps working in memory and says so once when storage refuses writes', () => {
    const { store } = makeStore()
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const toast = vi.spyOn(toastModule, 'toast')
    store.getState().add('one')
    store.getState().add('two')
    expect(store.getState().items).toEqual(['seed', 'one', 'two'])
    expect(toast).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: STORAGE_UNAVAILABLE_TITLE }))
    setItem.mockRestore()
  })

  it('switches to the member’s own data on sign-in and back to the guest’s on sign-out', () => {
    const { name, store } = makeStore()
    store.getState().add('guest-note')
    setStorageScope('user-1')
    expect(store.getState()).toMatchObject({ items: ['seed'], owner: 'user-1' })
    store.getState().add('member-note')
    expect(JSON.parse(localStorage.getItem(`${name}:user-1`)!).state.items).toEqual(['seed', 'member-note'])
    setStorageScope('guest')
    expect(store.getState().items).toEqual(['seed', 'guest-note'])
    setStorageScope('user-2')
    expect(store.getState().items).toEqual(['seed'])
  })

  it('follows a change written by another tab', () => {
    const { name, store } = makeStore()
    const value = JSON.stringify({ state: { items: ['from-other-tab'], owner: 'guest' }, version: 1 })
    localStorage.setItem(name, value)
    window.dispatchEvent(new StorageEvent('storage', { key: name, newValue: value }))
    expect(store.getState().items).toEqual(['from-other-tab'])
  })
})
