// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { lazySource } from './lazy-source'

interface Thing {
  key: string
  read(n: number): Promise<number>
  subscribe(onEvent: (value: string) => void): () => void
}

describe('lazySource', () => {
  it('knows its fixed fields at once, loads on the first call only, and passes the calls on', async () => {
    const read = vi.fn((n: number) => Promise.resolve(n * 2))
    const load = vi.fn(() => Promise.resolve<Thing>({ key: 'k', read, subscribe: () => () => undefined }))
    const thing = lazySource<Thing>({ key: 'k' }, load, ['subscribe'])
    expect(thing.key).toBe('k')
    expect(load).not.toHaveBeenCalled()
    expect(await thing.read(2)).toBe(4)
    expect(await thing.read(3)).toBe(6)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('follows live once loaded, and never when stopped before', async () => {
    const stops: string[] = []
    const loaded: Thing = {
      key: 'k',
      read: () => Promise.resolve(0),
      subscribe: (onEvent) => {
        onEvent('started')
        return () => stops.push('stopped')
      },
    }
    const thing = lazySource<Thing>({ key: 'k' }, () => Promise.resolve(loaded), ['subscribe'])
    const early = vi.fn()
    thing.subscribe(early)()
    const events = vi.fn()
    const stop = thing.subscribe(events)
    await vi.waitFor(() => expect(events).toHaveBeenCalledWith('started'))
    expect(early).not.toHaveBeenCalled()
    stop()
    expect(stops).toEqual(['stopped'])
  })

  it('tries the load again after a failure', async () => {
    const load = vi
      .fn<() => Promise<Thing>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ key: 'k', read: () => Promise.resolve(1), subscribe: () => () => undefined })
    const thing = lazySource<Thing>({ key: 'k' }, load, ['subscribe'])
    await expect(thing.read(1)).rejects.toThrow('offline')
    expect(await thing.read(1)).toBe(1)
  })
})
