// What a run's simulated LCP is made of: Lighthouse's own Lantern estimate, recomputed from the
// run's trace and network log, as the nodes of its two graphs with their simulated times.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

const short = (url) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 100)

/** One line per node: simulated start and end (ms), then the request (bytes, path) or the task (observed ms). */
function nodeLine(node, timing, graphStart) {
  const times = `${timing.startTime.toFixed(0).padStart(6)} ${timing.endTime.toFixed(0).padStart(6)}`
  if (node.type === 'network') {
    const { resourceType = '', transferSize = 0, url } = node.request
    return `${times}  request ${resourceType} ${transferSize} B ${short(url)}`
  }
  const scripts = [...node.getEvaluateScriptURLs()].map((url) => url.split('/').pop())
  const observed = ((node.endTime - node.startTime) / 1000).toFixed(1)
  const at = ((node.startTime - graphStart) / 1000).toFixed(0)
  return `${times}  task ${observed} ms observed at ${at} ms${scripts.length ? ` evaluates ${scripts.join(', ')}` : ''}${node.didPerformLayout() ? ', lays out' : ''}`
}

/**
 * The simulated LCP of a Lighthouse navigation `result` (its `lhr` and `artifacts`) as text: the
 * estimate, then the optimistic and pessimistic graphs Lantern averages, each node in simulated
 * start order. A request or task is on the critical path when the graph's last end waits on it.
 */
export async function lcpGraph({ lhr, artifacts }) {
  const settings = lhr.configSettings
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
  }
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings })
  const lines = [
    `simulated LCP ${lcp.timing.toFixed(0)} ms: the mean of optimistic ${lcp.optimisticEstimate.timeInMs.toFixed(0)} ms and pessimistic ${lcp.pessimisticEstimate.timeInMs.toFixed(0)} ms`,
  ]
  for (const [name, estimate, graph] of [
    ['optimistic', lcp.optimisticEstimate, lcp.optimisticGraph],
    ['pessimistic', lcp.pessimisticEstimate, lcp.pessimisticGraph],
  ]) {
    lines.push('', `${name} graph (simulated start, end in ms):`)
    const nodes = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)
    for (const [node, timing] of nodes) lines.push(nodeLine(node, timing, graph.startTime))
  }
  return lines.join('\n') + '\n'
}
