/** The quietest level the meter shows above zero, in dBFS. */
const FLOOR_DB = -60

/**
 * Microphone level 0–100 from one frame of 8-bit time-domain samples (AnalyserNode's
 * `getByteTimeDomainData`, silence = 128): the RMS in dBFS mapped linearly from -60 dB (0)
 * to 0 dB (100), rounded. An empty frame is 0.
 */
export function levelFromSamples(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0
  let sum = 0
  for (let i = 0; i < samples.length; i++) {
    const v = ((samples[i] ?? 128) - 128) / 128
    sum += v * v
  }
  const rms = Math.sqrt(sum / samples.length)
  if (rms === 0) return 0
  const db = 20 * Math.log10(rms)
  return Math.round(Math.min(100, Math.max(0, ((db - FLOOR_DB) / -FLOOR_DB) * 100)))
}
