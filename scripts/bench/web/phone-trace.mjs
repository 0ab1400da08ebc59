// The trace Lighthouse simulates the phone from, as that phone would run the page: the page's own
// main-thread work, not the benchmark's or the host's.
//
// Lighthouse's simulated throttling multiplies each main-thread task of the observed load by the
// CPU slowdown. It takes a task's wall time, and on a host with few cores a task's wall time is
// also the time the main thread waited for a core: Chromium's browser, network and raster
// threads, the local backend and Lighthouse itself share them. Measured on this 2-core host, the
// main thread ran for about half the wall time of the page's long tasks (some 13 ms tasks ran
// 0.4 ms), so the same build's TBT on the low-tier phone swung from 155 to 838 ms between runs.
// A phone runs those other threads on cores of their own; the calibration (devices.mjs) measures
// the host's CPU speed, so the slowdown applies to CPU time. Lighthouse also records DevTools'
// "enhanced trace" categories, which it does not use (its own comment): writing each script's
// source into the trace is done on the page's main thread as the script compiles.
import defaultConfig from 'lighthouse/core/config/default-config.js'
import Trace from 'lighthouse/core/gather/gatherers/trace.js'
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'
import { onThreadTime } from './thread-time.mjs'

/** DevTools' enhanced-trace categories (script sources, targets), left out of the recording. */
export const DEVTOOLS_ONLY_CATEGORIES = [
  'disabled-by-default-devtools.target-rundown',
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'disabled-by-default-devtools.v8-source-rundown',
]

/** Lighthouse's trace categories without {@link DEVTOOLS_ONLY_CATEGORIES}. */
export function phoneTraceCategories() {
  return Trace.getDefaultTraceCategories().filter((category) => !DEVTOOLS_ONLY_CATEGORIES.includes(category))
}

/**
 * Lighthouse's Trace gatherer (same artifact, same options) recording {@link phoneTraceCategories}
 * and handing Lighthouse the trace {@link onThreadTime}.
 */
class PhoneTrace extends Trace {
  async startSensitiveInstrumentation({ driver, gatherMode, settings }) {
    const categories = phoneTraceCategories().concat(settings.additionalTraceCategories || [])
    await driver.defaultSession.sendCommand('Page.enable')
    await driver.defaultSession.sendCommand('Tracing.start', {
      categories: categories.join(','),
      options: 'sampling-frequency=10000',
    })
    if (gatherMode === 'timespan') {
      await driver.defaultSession.sendCommand('Tracing.recordClockSyncMarker', {
        syncId: TraceProcessor.TIMESPAN_MARKER_ID,
      })
    }
  }

  getArtifact() {
    return onThreadTime(super.getArtifact())
  }
}

/** Lighthouse's default config with a new {@link PhoneTrace} gathering its Trace artifact (one per run). */
export function phoneTraceConfig() {
  return {
    ...defaultConfig,
    artifacts: defaultConfig.artifacts.map((artifact) =>
      artifact.id === 'Trace' ? { ...artifact, gatherer: { instance: new PhoneTrace() } } : artifact,
    ),
  }
}
