// @vitest-environment node
import 'fake-indexeddb/auto'
import { clear, get, keys } from 'idb-keyval'
import { vi } from 'vitest'
import { setStorageScope } from '@/lib/persist/scope'
import {
  deleteResourceFile,
  FileStorageUnavailableError,
  isFileStorageAvailable,
  loadResourceFile,
  resourceFileKey,
  saveResourceFile,
} from './resource-files'

const buffer = (text: string) => new TextEncoder().encode(text).buffer
const decode = (bytes: ArrayBuffer | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined)

afterEach(async () => {
  vi.unstubAllGlobals()
  await clear()
})

describe('resource files in IndexedDB', () => {
  it('keys files by person and resource id', () => {
    expect(resourceFileKey('res-1')).toBe('nexus:resource-file:res-1')
    setStorageScope('user-7')
    expect(resourceFileKey('res-1')).toBe('nexus:resource-file:user-7:res-1')
  })

  it('saves, loads and deletes the bytes of a resource', async () => {
    await saveResourceFile('res-1', buffer('%PDF-1.4 one'))
    await saveResourceFile('res-2', buffer('%PDF-1.4 two'))
    expect(decode(await loadResourceFile('res-1'))).toBe('%PDF-1.4 one')
    expect(await get('nexus:resource-file:res-2')).toBeDefined()

    await deleteResourceFile('res-1')
    expect(await loadResourceFile('res-1')).toBeUndefined()
    expect(decode(await loadResourceFile('res-2'))).toBe('%PDF-1.4 two')
    await expect(deleteResourceFile('never-stored')).resolves.toBeUndefined()
  })

  it("never shows one person's file to another", async () => {
    await saveResourceFile('res-1', buffer('%PDF- guest'))
    setStorageScope('user-7')
    expect(await loadResourceFile('res-1')).toBeUndefined()
    await saveResourceFile('res-1', buffer('%PDF- member'))
    expect((await keys()).sort()).toEqual(['nexus:resource-file:res-1', 'nexus:resource-file:user-7:res-1'])
    setStorageScope('guest')
    expect(decode(await loadResourceFile('res-1'))).toBe('%PDF- guest')
  })

  it('reports IndexedDB as unavailable when the browser has none', async () => {
    expect(await isFileStorageAvailable()).toBe(true)
    vi.stubGlobal('indexedDB', undefined)
    expect(await isFileStorageAvailable()).toBe(false)
    await expect(saveResourceFile('res-1', buffer('%PDF-'))).rejects.toBeInstanceOf(FileStorageUnavailableError)
    await expect(loadResourceFile('res-1')).rejects.toThrow('IndexedDB is not available in this browser')
  })
})
