import { describe, expect, it } from 'vitest'
import { longestTaskThreadMs, onThreadTime, pageProcess } from './thread-time.mjs'

const MAIN = { pid: 7, tid: 1 }
const OTHER = { pid: 7, tid: 2 }
const threadName = (thread, name) => ({ ...thread, ph: 'M', name: 'thread_name', ts: 0, args: { name } })
const task = (thread, ts, dur, tdur) => ({ ...thread, ph: 'X', name: 'RunTask', ts, dur, ...(tdur ? { tdur } : {}) })

describe('onThreadTime', () => {
  const waited = task(MAIN, 1_000, 20_000, 5_000)
  const call = { ...MAIN, ph: 'X', name: 'FunctionCall', ts: 5_000, dur: 12_000 }
  const request = { ...MAIN, ph: 'I', name: 'ResourceSendRequest', ts: 17_000 }
  const busy = task(MAIN, 30_000, 8_000, 8_000)
  const untimed = task(MAIN, 40_000, 6_000)
  const otherThread = task(OTHER, 1_000, 20_000, 1_000)
  const trace = {
    metadata: { source: 'test' },
    traceEvents: [
      threadName(MAIN, 'CrRendererMain'),
      threadName(OTHER, 'Compositor'),
      call,
      waited,
      request,
      busy,
      untimed,
      otherThread,
    ],
  }

  it('shrinks a main-thread task to its thread time and keeps what ran inside it in proportion', () => {
    const events = onThreadTime(trace).traceEvents
    // 20 ms of wall time, 5 ms of it on a core: a quarter.
    expect(events[3]).toMatchObject({ name: 'RunTask', ts: 1_000, dur: 5_000, tdur: 5_000 })
    expect(events[2]).toMatchObject({ name: 'FunctionCall', ts: 2_000, dur: 3_000 })
    expect(events[4]).toMatchObject({ name: 'ResourceSendRequest', ts: 5_000 })
  })

  it('leaves tasks that ran all along, tasks without a thread time and other threads as they were', () => {
    const events = onThreadTime(trace).traceEvents
    expect(events[5]).toBe(busy)
    expect(events[6]).toBe(untimed)
    expect(events[7]).toBe(otherThread)
    expect(events.slice(0, 2)).toEqual(trace.traceEvents.slice(0, 2))
  })

  it('changes nothing it was given', () => {
    const before = structuredClone(trace)
    const after = onThreadTime(trace)
    expect(trace).toEqual(before)
    expect(after.metadata).toEqual({ source: 'test' })
  })
})

describe('pageProcess and longestTaskThreadMs', () => {
  const PAGE = { pid: 20, tid: 1 }
  const OTHER_PAGE = { pid: 30, tid: 1 }
  const started = {
    pid: 1,
    tid: 1,
    ph: 'I',
    name: 'TracingStartedInBrowser',
    ts: 0,
    args: {
      data: {
        frames: [
          { processId: 30, url: 'chrome://omnibox-popup.top-chrome/' },
          { processId: 20, url: 'http://127.0.0.1:4000/journals' },
        ],
      },
    },
  }
  const trace = {
    traceEvents: [
      started,
      threadName(PAGE, 'CrRendererMain'),
      threadName({ pid: 20, tid: 2 }, 'Compositor'),
      threadName(OTHER_PAGE, 'CrRendererMain'),
      task(PAGE, 1_000, 30_000, 12_000),
      task(PAGE, 40_000, 15_000),
      { ...PAGE, ph: 'X', name: 'FunctionCall', ts: 1_000, dur: 29_000 },
      task({ pid: 20, tid: 2 }, 1_000, 50_000, 50_000),
      task(OTHER_PAGE, 1_000, 80_000, 80_000),
    ],
  }

  it('finds the renderer of the page showing the address', () => {
    expect(pageProcess(trace, 'http://127.0.0.1:4000/journals')).toBe(20)
    expect(() => pageProcess(trace, 'http://127.0.0.1:4000/calendar')).toThrow(/no frame showing/)
  })

  it('gives the longest task of that page’s main thread in thread time, wall time where there is none', () => {
    // 30 ms of wall time but 12 of thread time, against 15 ms without a thread time.
    expect(longestTaskThreadMs(trace, 20)).toBe(15)
    expect(longestTaskThreadMs({ traceEvents: trace.traceEvents.filter((e) => e.ts !== 40_000) }, 20)).toBe(12)
    expect(longestTaskThreadMs(trace, 30)).toBe(80)
    expect(longestTaskThreadMs(trace, 99)).toBe(0)
  })
})
