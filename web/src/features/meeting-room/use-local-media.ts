import { useCallback, useEffect, useRef, useState } from 'react'
import { type DeviceOption, pickDevice, toDeviceLists } from './device-labels'

/** Where the camera and microphone stand: asking, live, refused/absent, or released on leaving. */
export type LocalMediaStatus = 'requesting' | 'ready' | 'error' | 'stopped'

/** What {@link useLocalMedia} returns. */
export interface LocalMedia {
  status: LocalMediaStatus
  /** The live camera track, or null (none, refused, or being switched). */
  videoTrack: MediaStreamTrack | null
  /** The live microphone track, or null. */
  audioTrack: MediaStreamTrack | null
  webcams: DeviceOption[]
  microphones: DeviceOption[]
  /** The selected webcam's deviceId, or null when none is listed. */
  webcamId: string | null
  /** The selected microphone's deviceId, or null when none is listed. */
  microphoneId: string | null
  /** Switches the camera to the device with this id (a new capture; the old track is stopped). */
  selectWebcam: (deviceId: string) => void
  /** Switches the microphone to the device with this id (a new capture; the old track is stopped). */
  selectMicrophone: (deviceId: string) => void
  /** Stops every track now (leaving); nothing is captured again afterwards. */
  stop: () => void
}

/** Options of {@link useLocalMedia}. */
export interface LocalMediaOptions {
  /** Camera track enabled (false sends black frames but keeps the device open). */
  videoEnabled: boolean
  /** Microphone track enabled (false sends silence). */
  audioEnabled: boolean
  /** Called once per failed capture (refusal, no device, device busy) with the browser's error. */
  onError: (error: unknown) => void
}

type Kind = 'video' | 'audio'

/** Turns a track on or off (a disabled track sends black frames or silence); null is ignored. */
function setEnabled(track: MediaStreamTrack | null, enabled: boolean) {
  if (track) track.enabled = enabled
}

/**
 * The member's own camera and microphone. On mount it asks for both at once
 * (`getUserMedia({ video: true, audio: true })`); once granted it lists the devices
 * (`enumerateDevices`) and selects the ones in use (the first listed when the browser does not
 * say). Choosing another device captures it with `deviceId: { exact }` after stopping the old
 * track. On `devicechange` the lists are read again; a selected device that vanished falls back
 * to the first one left (or none). The enabled flags are applied to the tracks, including new
 * ones. Every track is stopped on unmount or {@link LocalMedia.stop}, also a capture that
 * resolves after that. A refusal, a missing device or no `navigator.mediaDevices` calls
 * `onError` and leaves status 'error' with empty device lists.
 */
export function useLocalMedia({ videoEnabled, audioEnabled, onError }: LocalMediaOptions): LocalMedia {
  const [status, setStatus] = useState<LocalMediaStatus>('requesting')
  const [tracks, setTracks] = useState<{ video: MediaStreamTrack | null; audio: MediaStreamTrack | null }>({
    video: null,
    audio: null,
  })
  const [webcams, setWebcams] = useState<DeviceOption[]>([])
  const [microphones, setMicrophones] = useState<DeviceOption[]>([])
  const [selected, setSelected] = useState<{ video: string | null; audio: string | null }>({
    video: null,
    audio: null,
  })

  const onErrorRef = useRef(onError)
  useEffect(() => {
    onErrorRef.current = onError
  })

  // Mutable twins of the state for the async code, which must not read stale renders.
  const live = useRef({ video: null as MediaStreamTrack | null, audio: null as MediaStreamTrack | null })
  const chosen = useRef({ video: null as string | null, audio: null as string | null })
  const requestSeq = useRef({ video: 0, audio: 0 })
  const active = useRef(false)

  const setTrack = useCallback((kind: Kind, track: MediaStreamTrack | null) => {
    const old = live.current[kind]
    if (old && old !== track) old.stop()
    live.current[kind] = track
    setTracks((t) => ({ ...t, [kind]: track }))
  }, [])

  const setChoice = useCallback((kind: Kind, deviceId: string | null) => {
    chosen.current[kind] = deviceId
    setSelected((s) => (s[kind] === deviceId ? s : { ...s, [kind]: deviceId }))
  }, [])

  /** Captures `deviceId` for `kind`, replacing the current track; a newer request or unmount wins. */
  const capture = useCallback(
    async (kind: Kind, deviceId: string | null) => {
      const seq = ++requestSeq.current[kind]
      setChoice(kind, deviceId)
      setTrack(kind, null)
      if (!deviceId) return
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ [kind]: { deviceId: { exact: deviceId } } })
        const track = (kind === 'video' ? stream.getVideoTracks() : stream.getAudioTracks())[0] ?? null
        stream.getTracks().forEach((t) => t !== track && t.stop())
        if (!active.current || seq !== requestSeq.current[kind]) {
          track?.stop()
          return
        }
        setTrack(kind, track)
      } catch (error) {
        if (active.current && seq === requestSeq.current[kind]) onErrorRef.current(error)
      }
    },
    [setChoice, setTrack],
  )

  /** Reads the device lists again and moves off any selected device that is gone. */
  const refreshDevices = useCallback(async () => {
    const lists = toDeviceLists(await navigator.mediaDevices.enumerateDevices())
    if (!active.current) return
    setWebcams(lists.webcams)
    setMicrophones(lists.microphones)
    for (const [kind, list] of [
      ['video', lists.webcams],
      ['audio', lists.microphones],
    ] as const) {
      const inUse = live.current[kind]?.getSettings().deviceId ?? null
      const next = pickDevice(list, chosen.current[kind], inUse)
      if (next === chosen.current[kind]) continue
      if (next !== null && next === inUse && live.current[kind]?.readyState === 'live') setChoice(kind, next)
      else void capture(kind, next)
    }
  }, [capture, setChoice])

  useEffect(() => {
    // Each run of this effect owns its own request: under StrictMode's mount-unmount-mount the
    // first request may resolve after the second run started, and its tracks must be stopped.
    let disposed = false
    active.current = true
    const liveTracks = live.current
    const media = navigator.mediaDevices as MediaDevices | undefined
    if (!media?.getUserMedia || !media.enumerateDevices) {
      queueMicrotask(() => {
        if (disposed) return
        setStatus('error')
        onErrorRef.current(new Error('Camera and microphone are not available in this browser'))
      })
      return () => {
        disposed = true
        active.current = false
      }
    }
    let granted = false
    const onDeviceChange = () => {
      if (granted && active.current) void refreshDevices().catch((error: unknown) => onErrorRef.current(error))
    }
    media.addEventListener('devicechange', onDeviceChange)
    media.getUserMedia({ video: true, audio: true }).then(
      async (stream) => {
        if (disposed || !active.current) {
          stream.getTracks().forEach((t) => t.stop())
          return
        }
        granted = true
        liveTracks.video = stream.getVideoTracks()[0] ?? null
        liveTracks.audio = stream.getAudioTracks()[0] ?? null
        setTracks({ video: liveTracks.video, audio: liveTracks.audio })
        setStatus('ready')
        try {
          await refreshDevices()
        } catch (error) {
          if (!disposed) onErrorRef.current(error)
        }
      },
      (error: unknown) => {
        if (disposed) return
        setStatus('error')
        onErrorRef.current(error)
      },
    )
    return () => {
      disposed = true
      active.current = false
      media.removeEventListener('devicechange', onDeviceChange)
      liveTracks.video?.stop()
      liveTracks.audio?.stop()
      liveTracks.video = null
      liveTracks.audio = null
    }
  }, [refreshDevices])

  useEffect(() => setEnabled(tracks.video, videoEnabled), [tracks.video, videoEnabled])
  useEffect(() => setEnabled(tracks.audio, audioEnabled), [tracks.audio, audioEnabled])

  const stop = useCallback(() => {
    active.current = false
    setTrack('video', null)
    setTrack('audio', null)
    setStatus('stopped')
  }, [setTrack])

  return {
    status,
    videoTrack: tracks.video,
    audioTrack: tracks.audio,
    webcams,
    microphones,
    webcamId: selected.video,
    microphoneId: selected.audio,
    selectWebcam: useCallback((id: string) => void capture('video', id), [capture]),
    selectMicrophone: useCallback((id: string) => void capture('audio', id), [capture]),
    stop,
  }
}
