import { vi } from 'vitest'

/** A test double of MediaStreamTrack: kind, device, enabled flag, readyState and stop(). */
export class FakeTrack {
  enabled = true
  readyState: 'live' | 'ended' = 'live'
  constructor(
    readonly kind: 'video' | 'audio',
    readonly deviceId: string,
  ) {}
  stop() {
    this.readyState = 'ended'
  }
  getSettings() {
    return { deviceId: this.deviceId }
  }
}

/** A test double of MediaStream over {@link FakeTrack}s. */
export class FakeStream {
  constructor(private readonly tracks: FakeTrack[] = []) {}
  getTracks() {
    return [...this.tracks]
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video')
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio')
  }
}

type FakeDevice = Pick<MediaDeviceInfo, 'deviceId' | 'kind' | 'label'>

/** Options of {@link installFakeMediaDevices}. */
export interface FakeMediaOptions {
  devices?: FakeDevice[]
  /** Makes every getUserMedia reject with this DOMException name (e.g. 'NotAllowedError'). */
  failWith?: string
}

/** Two webcams (one unnamed) and two microphones. */
export const sampleDevices: FakeDevice[] = [
  { kind: 'audioinput', deviceId: 'mic-aaaaaa', label: 'Desk Mic' },
  { kind: 'audioinput', deviceId: 'mic-bbbbbb', label: '' },
  { kind: 'videoinput', deviceId: 'cam-111111', label: 'Front Camera' },
  { kind: 'videoinput', deviceId: 'cam-222222', label: '' },
  { kind: 'audiooutput', deviceId: 'spk-1', label: 'Speakers' },
]

type Constraint = boolean | { deviceId: { exact: string } } | undefined

/**
 * Defines a fake `navigator.mediaDevices` (jsdom has none) and a global MediaStream. Every
 * track handed out is kept in `tracks`; `setDevices` changes the list and fires `devicechange`;
 * `deferNext` holds the next getUserMedia until the returned function is called.
 */
export function installFakeMediaDevices({ devices = sampleDevices, failWith }: FakeMediaOptions = {}) {
  let list = [...devices]
  const tracks: FakeTrack[] = []
  const target = new EventTarget()
  let deferred: Promise<void> | null = null

  const pick = (kind: 'videoinput' | 'audioinput', c: Constraint) => {
    if (!c) return null
    const candidates = list.filter((d) => d.kind === kind)
    const device = c === true ? candidates[0] : candidates.find((d) => d.deviceId === c.deviceId.exact)
    if (!device) throw new DOMException('Requested device not found', 'NotFoundError')
    return new FakeTrack(kind === 'videoinput' ? 'video' : 'audio', device.deviceId)
  }

  const getUserMedia = vi.fn(async (constraints: { video?: Constraint; audio?: Constraint }) => {
    const wait = deferred
    deferred = null
    if (wait) await wait
    if (failWith) throw new DOMException('Permission denied', failWith)
    const made = [pick('videoinput', constraints.video), pick('audioinput', constraints.audio)].filter(
      (t): t is FakeTrack => t !== null,
    )
    tracks.push(...made)
    return new FakeStream(made) as unknown as MediaStream
  })
  const enumerateDevices = vi.fn(async () => list.map((d) => ({ ...d, groupId: '', toJSON: () => d })))

  const mediaDevices = {
    getUserMedia,
    enumerateDevices,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  }
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: mediaDevices })
  vi.stubGlobal('MediaStream', FakeStream)

  return {
    getUserMedia,
    enumerateDevices,
    tracks,
    /** Replaces the device list and fires devicechange. */
    setDevices(next: FakeDevice[]) {
      list = [...next]
      target.dispatchEvent(new Event('devicechange'))
    },
    /** Holds the next getUserMedia call; call the returned function to let it go on. */
    deferNext() {
      let release!: () => void
      deferred = new Promise<void>((resolve) => (release = resolve))
      return release
    },
    uninstall() {
      Reflect.deleteProperty(navigator, 'mediaDevices')
      vi.unstubAllGlobals()
    },
  }
}
