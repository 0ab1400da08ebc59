import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint, nextTask } from './next-task'

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("resolves after the current task's microtasks, in a later task", async () => {
    const order: string[] = []
    const done = nextTask().then(() => order.push('next task'))
    await Promise.resolve().then(() => order.push('microtask'))
    expect(order).toEqual(['microtask'])
    await done
    expect(order).toEqual(['microtask', 'next task'])
  })

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldToBrowser })
    await nextTask()
    expect(yieldToBrowser).toHaveBeenCalledTimes(1)
  })

  it('afterNextPaint resolves in a task after the next animation frame', async () => {
    const order: string[] = []
    const done = afterNextPaint().then(() => order.push('after paint'))
    requestAnimationFrame(() => order.push('frame'))
    await done
    expect(order).toEqual(['frame', 'after paint'])
  })
})
