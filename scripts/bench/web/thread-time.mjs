// A trace's main-thread tasks as long as the thread ran during them (see phone-trace.mjs for why).

/** The events that start a main-thread task (what Lighthouse's simulation counts as one). */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

/**
 * `trace` (Chromium's `{ traceEvents }`, times in µs) with every top-level task of a renderer's
 * main thread (`CrRendererMain`) as long as the thread ran during it: a task whose thread time
 * (`tdur`) is shorter than its wall time (`dur`) is shrunk to its thread time from its start, and
 * the events inside it (children, instants) are placed and sized in the same proportion, so they
 * stay inside it and in order. Other threads, and tasks without a thread time, are unchanged. The
 * input is not modified.
 */
export function onThreadTime(trace) {
  const events = trace.traceEvents
  const mainThreads = new Set(rendererMainThreads(trace).map((e) => `${e.pid}:${e.tid}`))
  const byThread = new Map()
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`
    if (!mainThreads.has(thread) || e.ph === 'M') continue
    if (!byThread.has(thread)) byThread.set(thread, [])
    byThread.get(thread).push(e)
  }
  const shrunk = new Map()
  for (const threadEvents of byThread.values()) {
    threadEvents.sort((a, b) => a.ts - b.ts)
    let task = null
    let ratio = 1
    for (const e of threadEvents) {
      if (task && e.ts >= task.ts + task.dur) task = null
      if (!task && e.ph === 'X' && TASK_EVENTS.has(e.name) && e.dur > 0) {
        task = e
        ratio = typeof e.tdur === 'number' ? Math.min(1, e.tdur / e.dur) : 1
      }
      if (!task || ratio === 1) continue
      const placed = { ...e, ts: task.ts + (e.ts - task.ts) * ratio }
      if (typeof e.dur === 'number') placed.dur = e.dur * ratio
      shrunk.set(e, placed)
    }
  }
  return { ...trace, traceEvents: events.map((e) => shrunk.get(e) ?? e) }
}

/**
 * The process of the page whose main frame showed `url` (a prefix: the page's origin and path)
 * when `trace` started, from Chromium's `TracingStartedInBrowser` event. Throws when the trace names
 * no such frame.
 */
export function pageProcess(trace, url) {
  const started = trace.traceEvents.find((e) => e.name === 'TracingStartedInBrowser')
  const frame = started?.args?.data?.frames?.find((f) => f.url?.startsWith(url))
  if (!frame) throw new Error(`the trace names no frame showing ${url}`)
  return frame.processId
}

/**
 * The longest top-level task of process `pid`'s main thread in `trace`, in ms, as long as the
 * thread ran in it ({@link onThreadTime}): the page's own work, without the time its thread waited
 * for a core. 0 when it ran no task.
 */
export function longestTaskThreadMs(trace, pid) {
  const main = rendererMainThreads(trace).find((e) => e.pid === pid)
  if (!main) return 0
  const tasks = onThreadTime(trace).traceEvents.filter(
    (e) => e.pid === pid && e.tid === main.tid && e.ph === 'X' && TASK_EVENTS.has(e.name),
  )
  return Math.max(0, ...tasks.map((e) => e.dur / 1000))
}

/** The `thread_name` events of the renderers' main threads (`CrRendererMain`) in `trace`. */
function rendererMainThreads(trace) {
  return trace.traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
}
