import { nextDevice, onTrackEnded, replaceEndedTrack } from './replace-ended-track'

const cams = [
  { kind: 'videoinput', deviceId: 'cam-1' },
  { kind: 'audioinput', deviceId: 'mic-1' },
  { kind: 'videoinput', deviceId: 'cam-2' },
  { kind: 'videoinput', deviceId: 'cam-3' },
] as const

describe('nextDevice', () => {
  it('takes the device listed after the ended one, wrapping round, never the ended one', () => {
    expect(nextDevice(cams, 'video', 'cam-2')).toBe('cam-3')
    expect(nextDevice(cams, 'video', 'cam-3')).toBe('cam-1')
    expect(nextDevice(cams, 'audio', 'mic-1')).toBeNull()
  })

  it('takes the first one when the ended device is gone from the list (unplugged)', () => {
    expect(nextDevice(cams, 'video', 'cam-9')).toBe('cam-1')
    expect(nextDevice(cams, 'audio', 'mic-9')).toBe('mic-1')
  })

  it('skips devices without an id and the default aliases', () => {
    const list = [
      { kind: 'audioinput', deviceId: 'default' },
      { kind: 'audioinput', deviceId: '' },
      { kind: 'audioinput', deviceId: 'mic-2' },
    ] as const
    expect(nextDevice(list, 'audio', 'mic-1')).toBe('mic-2')
    expect(nextDevice(list.slice(0, 2), 'audio', 'mic-1')).toBeNull()
  })
})

/** A track as far as the helper looks at it (jsdom has no MediaStreamTrack). */
function fakeTrack(kind: 'audio' | 'video', deviceId: string) {
  const target = new EventTarget()
  return Object.assign(target, { kind, getSettings: () => ({ deviceId }) }) as unknown as MediaStreamTrack
}

function fakeMedia(devices: readonly { kind: string; deviceId: string }[], fail = false) {
  const opened: MediaStreamConstraints[] = []
  const media = {
    enumerateDevices: async () => devices as unknown as MediaDeviceInfo[],
    getUserMedia: async (constraints?: MediaStreamConstraints) => {
      opened.push(constraints!)
      if (fail) throw new DOMException('busy', 'NotReadableError')
      const kind = constraints?.audio ? 'audio' : 'video'
      const id = ((constraints?.[kind] as MediaTrackConstraints).deviceId as { exact: string }).exact
      const track = fakeTrack(kind, id)
      return {
        getAudioTracks: () => (kind === 'audio' ? [track] : []),
        getVideoTracks: () => (kind === 'video' ? [track] : []),
      } as unknown as MediaStream
    },
  }
  return { media, opened }
}

describe('replaceEndedTrack', () => {
  it('opens the next camera and sends it to every peer', async () => {
    const { media, opened } = fakeMedia(cams)
    const transport = { replaceTrack: vi.fn(async () => {}) }
    const track = await replaceEndedTrack(fakeTrack('video', 'cam-1'), transport, media)
    expect(opened).toEqual([{ video: { deviceId: { exact: 'cam-2' } } }])
    expect(track?.getSettings().deviceId).toBe('cam-2')
    expect(transport.replaceTrack).toHaveBeenCalledWith('video', track)
  })

  it('sends nothing of that kind when no other device is left, or it cannot be opened', async () => {
    const transport = { replaceTrack: vi.fn(async () => {}) }
    expect(await replaceEndedTrack(fakeTrack('audio', 'mic-1'), transport, fakeMedia(cams).media)).toBeNull()
    expect(transport.replaceTrack).toHaveBeenLastCalledWith('audio', null)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await replaceEndedTrack(fakeTrack('video', 'cam-1'), transport, fakeMedia(cams, true).media)).toBeNull()
    expect(transport.replaceTrack).toHaveBeenLastCalledWith('video', null)
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})

describe('onTrackEnded', () => {
  it('replaces the track once when it ends, and not after watching stopped', async () => {
    const transport = { replaceTrack: vi.fn(async () => {}) }
    const track = fakeTrack('video', 'cam-1')
    const replaced = vi.fn()
    onTrackEnded(track, transport, replaced, fakeMedia(cams).media)
    track.dispatchEvent(new Event('ended'))
    track.dispatchEvent(new Event('ended'))
    await vi.waitFor(() => expect(replaced).toHaveBeenCalledTimes(1))
    expect((replaced.mock.calls[0]![0] as MediaStreamTrack).getSettings().deviceId).toBe('cam-2')

    const other = fakeTrack('video', 'cam-2')
    const unwatch = onTrackEnded(other, transport, replaced, fakeMedia(cams).media)
    unwatch()
    other.dispatchEvent(new Event('ended'))
    await Promise.resolve()
    expect(transport.replaceTrack).toHaveBeenCalledTimes(1)
  })
})
