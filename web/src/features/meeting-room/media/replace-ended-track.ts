import type { MeetingTransport } from './meeting-transport'

/** The device kind `enumerateDevices` gives for a track kind. */
const inputKind = { audio: 'audioinput', video: 'videoinput' } as const

/**
 * The device to use after the one with id `endedDeviceId` went away: of the inputs of `kind`
 * in `devices` (as `enumerateDevices` lists them), the one listed after it (wrapping round),
 * never the ended one itself; the first when the ended one is not listed any more (unplugged).
 * Devices without an id (no permission yet) are skipped. Null when none is left.
 */
export function nextDevice(
  devices: readonly Pick<MediaDeviceInfo, 'deviceId' | 'kind'>[],
  kind: 'audio' | 'video',
  endedDeviceId: string | undefined,
): string | null {
  const ids = devices.filter((d) => d.kind === inputKind[kind] && d.deviceId).map((d) => d.deviceId)
  const usable = ids.filter((id) => id !== endedDeviceId && id !== 'default' && id !== 'communications')
  if (!usable.length) return null
  const at = endedDeviceId ? ids.indexOf(endedDeviceId) : -1
  if (at < 0) return usable[0]!
  return [...ids.slice(at + 1), ...ids.slice(0, at)].find((id) => usable.includes(id)) ?? null
}

/** What {@link replaceEndedTrack} needs of the browser (navigator.mediaDevices by default). */
export type MediaDevicesLike = Pick<MediaDevices, 'enumerateDevices' | 'getUserMedia'>

/**
 * A camera or microphone whose track ended (unplugged): opens the next device of the same kind
 * ({@link nextDevice}) and sends it to everyone with `transport.replaceTrack` (no renegotiation).
 * With no other device, or when opening it fails, sends nothing of that kind (`replaceTrack(kind, null)`).
 * @returns the new track (the caller shows it and stops it later), or null.
 */
export async function replaceEndedTrack(
  ended: MediaStreamTrack,
  transport: Pick<MeetingTransport, 'replaceTrack'>,
  media: MediaDevicesLike = navigator.mediaDevices,
): Promise<MediaStreamTrack | null> {
  const kind = ended.kind === 'audio' ? 'audio' : 'video'
  let track: MediaStreamTrack | null = null
  try {
    const deviceId = nextDevice(await media.enumerateDevices(), kind, ended.getSettings().deviceId)
    if (deviceId) {
      const stream = await media.getUserMedia({ [kind]: { deviceId: { exact: deviceId } } })
      track = (kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks())[0] ?? null
    }
  } catch (error) {
    console.warn(`Meeting: no ${kind} device to replace the one that ended`, error)
  }
  await transport.replaceTrack(kind, track)
  return track
}

/**
 * Watches `track` (a local camera or microphone track) and, when it ends without being stopped
 * by the page (a device unplugged fires `ended`; `stop()` does not), replaces it with
 * {@link replaceEndedTrack} and hands the new track to `onReplaced` (null: none left).
 * Returns the function that stops watching.
 */
export function onTrackEnded(
  track: MediaStreamTrack,
  transport: Pick<MeetingTransport, 'replaceTrack'>,
  onReplaced: (track: MediaStreamTrack | null) => void,
  media?: MediaDevicesLike,
): () => void {
  let watching = true
  const ended = () => {
    if (!watching) return
    watching = false
    void replaceEndedTrack(track, transport, media).then((next) => onReplaced(next))
  }
  track.addEventListener('ended', ended)
  return () => {
    watching = false
    track.removeEventListener('ended', ended)
  }
}
