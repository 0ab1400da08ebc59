import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import { useSourceList, type ListMemory } from './use-source-list'

const freshCache = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
)

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('useSourceList from a server', () => {
  it('is loading, then ready with the items the server answered', async () => {
    const answer = deferred<string[]>()
    const { result } = renderHook(() => useSourceList('notes|ana', undefined, () => answer.promise, 'Notes'), {
      wrapper: freshCache,
    })
    expect(result.current).toMatchObject({ status: 'loading', items: [], error: null })
    await act(async () => answer.resolve(['first', 'second']))
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', items: ['first', 'second'] }))
  })

  it("never shows another key's items: a new person's list is loading, not the last one's", async () => {
    const lists: Record<string, ReturnType<typeof deferred<string[]>>> = {
      'notes|ana': deferred(),
      'notes|ben': deferred(),
    }
    const seen: { key: string; items: string[] }[] = []
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) => {
        const list = useSourceList(key, undefined, () => lists[key]!.promise, 'Notes')
        seen.push({ key, items: list.items })
        return list
      },
      { wrapper: freshCache, initialProps: { key: 'notes|ana' } },
    )
    await act(async () => lists['notes|ana']!.resolve(["Ana's note"]))
    await waitFor(() => expect(result.current.items).toEqual(["Ana's note"]))

    rerender({ key: 'notes|ben' })
    expect(result.current).toMatchObject({ status: 'loading', items: [] })
    await act(async () => lists['notes|ben']!.resolve(["Ben's note"]))
    await waitFor(() => expect(result.current.items).toEqual(["Ben's note"]))
    expect(seen.filter((render) => render.key === 'notes|ben').map((render) => render.items)).not.toContainEqual([
      "Ana's note",
    ])
  })

  it('shows an optimistic write, and rolls it back when the server refuses it', async () => {
    const { result } = renderHook(() => useSourceList('notes|ana', undefined, async () => ['kept'], 'Notes'), {
      wrapper: freshCache,
    })
    await waitFor(() => expect(result.current.items).toEqual(['kept']))
    const refusal = deferred<string>()
    let write!: Promise<unknown>
    act(() => {
      write = Promise.resolve(
        result.current.write(
          () => refusal.promise.then(() => Promise.reject(new Error('refused'))),
          (items) => [...items, 'pending'],
          (items, saved) => [...items, saved],
        ),
      ).catch((error: unknown) => error)
    })
    await waitFor(() => expect(result.current.items).toEqual(['kept', 'pending']))
    await act(async () => {
      refusal.resolve('ignored')
      expect(await write).toEqual(new Error('refused'))
    })
    await waitFor(() => expect(result.current.items).toEqual(['kept']))
  })
})

describe('useSourceList from a browser store', () => {
  it('shows the items in the first render and every change in the next one', () => {
    let items = ['a']
    const listeners = new Set<() => void>()
    const memory: ListMemory<string> = {
      subscribe: (onChange) => (listeners.add(onChange), () => listeners.delete(onChange)),
      items: () => items,
      initialItems: () => items,
    }
    const list = vi.fn(async () => ['never read'])
    const seen: string[][] = []
    const { result } = renderHook(() => {
      const source = useSourceList('notes|guest', memory, list, 'Notes')
      seen.push(source.items)
      return source
    })
    expect(result.current).toMatchObject({ status: 'ready', items: ['a'] })
    const before = seen.length
    act(() => {
      items = ['a', 'b']
      listeners.forEach((notify) => notify())
    })
    // Every render after the change shows it: nothing is deferred.
    expect(seen.length).toBeGreaterThan(before)
    for (const render of seen.slice(before)) expect(render).toEqual(['a', 'b'])
    expect(list).not.toHaveBeenCalled()
  })
})
