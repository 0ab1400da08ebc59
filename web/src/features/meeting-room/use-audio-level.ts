import { useEffect, useState } from 'react'
import { levelFromSamples } from './audio-level'
import { LEVEL_METER_INTERVAL_MS } from './meeting-constants'

/**
 * The live level (0–100) of a microphone track, for a meter. An AudioContext with an
 * AnalyserNode reads the track on each animation frame, and the level is published at most
 * once per {@link LEVEL_METER_INTERVAL_MS} and only when it changed. With no track, or no Web
 * Audio in the browser, the level is 0. The context is closed and the frame loop cancelled when
 * the track changes or the component unmounts. A context the browser started suspended is
 * resumed on the next pointer or key press.
 */
export function useAudioLevel(track: MediaStreamTrack | null): number {
  const [level, setLevel] = useState(0)
  const [levelTrack, setLevelTrack] = useState(track)
  if (levelTrack !== track) {
    setLevelTrack(track)
    setLevel(0)
  }

  useEffect(() => {
    if (!track || typeof AudioContext === 'undefined') return
    const context = new AudioContext()
    const source = context.createMediaStreamSource(new MediaStream([track]))
    const analyser = context.createAnalyser()
    analyser.fftSize = 512
    source.connect(analyser)
    const samples = new Uint8Array(analyser.fftSize)
    let frame = 0
    let lastUpdate = -Infinity
    let lastLevel = -1
    const tick = (time: number) => {
      frame = requestAnimationFrame(tick)
      if (time - lastUpdate < LEVEL_METER_INTERVAL_MS) return
      lastUpdate = time
      analyser.getByteTimeDomainData(samples)
      const next = levelFromSamples(samples)
      if (next !== lastLevel) {
        lastLevel = next
        setLevel(next)
      }
    }
    frame = requestAnimationFrame(tick)
    const resume = () => {
      if (context.state === 'suspended') void context.resume()
    }
    window.addEventListener('pointerdown', resume)
    window.addEventListener('keydown', resume)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('pointerdown', resume)
      window.removeEventListener('keydown', resume)
      source.disconnect()
      void context.close()
    }
  }, [track])

  return level
}
