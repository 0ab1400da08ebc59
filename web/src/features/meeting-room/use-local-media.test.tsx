import { act, renderHook, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { vi } from 'vitest'
import { installFakeMediaDevices, sampleDevices } from './fake-media-devices'
import { useLocalMedia } from './use-local-media'

let fake: ReturnType<typeof installFakeMediaDevices>
afterEach(() => fake.uninstall())

function setup(options: Parameters<typeof installFakeMediaDevices>[0] = {}, flags = { video: true, audio: true }) {
  fake = installFakeMediaDevices(options)
  const onError = vi.fn()
  const hook = renderHook(
    (props: { video: boolean; audio: boolean }) =>
      useLocalMedia({ videoEnabled: props.video, audioEnabled: props.audio, onError }),
    { initialProps: flags },
  )
  return { ...hook, onError }
}

describe('useLocalMedia', () => {
  it('asks for camera and microphone together, then lists the devices with the first ones selected', async () => {
    const { result, onError } = setup()
    expect(result.current.status).toBe('requesting')
    await waitFor(() => expect(result.current.webcams).toHaveLength(2))
    expect(fake.getUserMedia).toHaveBeenNthCalledWith(1, { video: true, audio: true })
    expect(result.current.status).toBe('ready')
    expect(result.current.webcams.map((d) => d.label)).toEqual(['Front Camera', 'Webcam cam-2...'])
    expect(result.current.microphones.map((d) => d.label)).toEqual(['Desk Mic', 'Microphone mic-b...'])
    expect(result.current.webcamId).toBe('cam-111111')
    expect(result.current.microphoneId).toBe('mic-aaaaaa')
    expect(result.current.videoTrack).toBe(fake.tracks[0])
    expect(result.current.audioTrack).toBe(fake.tracks[1])
    expect(fake.getUserMedia).toHaveBeenCalledTimes(1)
    expect(onError).not.toHaveBeenCalled()
  })

  it('switches the camera with deviceId exact and stops the old track', async () => {
    const { result } = setup()
    await waitFor(() => expect(result.current.webcamId).toBe('cam-111111'))
    const first = result.current.videoTrack!
    act(() => result.current.selectWebcam('cam-222222'))
    await waitFor(() => expect(result.current.videoTrack?.getSettings().deviceId).toBe('cam-222222'))
    expect(fake.getUserMedia).toHaveBeenLastCalledWith({ video: { deviceId: { exact: 'cam-222222' } } })
    expect(first.readyState).toBe('ended')
    expect(result.current.webcamId).toBe('cam-222222')
    expect(result.current.audioTrack?.readyState).toBe('live')
  })

  it('switches the microphone the same way', async () => {
    const { result } = setup()
    await waitFor(() => expect(result.current.microphoneId).toBe('mic-aaaaaa'))
    const first = result.current.audioTrack!
    act(() => result.current.selectMicrophone('mic-bbbbbb'))
    await waitFor(() => expect(result.current.audioTrack?.getSettings().deviceId).toBe('mic-bbbbbb'))
    expect(first.readyState).toBe('ended')
  })

  it('applies the enabled flags to the tracks, also to a track captured later', async () => {
    const { result, rerender } = setup()
    await waitFor(() => expect(result.current.videoTrack).not.toBeNull())
    rerender({ video: false, audio: false })
    expect(result.current.videoTrack!.enabled).toBe(false)
    expect(result.current.audioTrack!.enabled).toBe(false)
    act(() => result.current.selectWebcam('cam-222222'))
    await waitFor(() => expect(result.current.videoTrack?.getSettings().deviceId).toBe('cam-222222'))
    expect(result.current.videoTrack!.enabled).toBe(false)
    rerender({ video: true, audio: false })
    expect(result.current.videoTrack!.enabled).toBe(true)
  })

  it('follows devicechange: new devices are listed, a vanished selected one falls back to the first', async () => {
    const { result } = setup()
    await waitFor(() => expect(result.current.webcamId).toBe('cam-111111'))
    const first = result.current.videoTrack!
    act(() => fake.setDevices([...sampleDevices, { kind: 'videoinput', deviceId: 'cam-333333', label: 'USB Camera' }]))
    await waitFor(() => expect(result.current.webcams).toHaveLength(3))
    expect(result.current.webcamId).toBe('cam-111111')
    expect(first.readyState).toBe('live')

    act(() => fake.setDevices(sampleDevices.filter((d) => d.deviceId !== 'cam-111111')))
    await waitFor(() => expect(result.current.webcamId).toBe('cam-222222'))
    await waitFor(() => expect(result.current.videoTrack?.getSettings().deviceId).toBe('cam-222222'))
    expect(first.readyState).toBe('ended')
    expect(result.current.webcams.map((d) => d.deviceId)).toEqual(['cam-222222'])

    act(() => fake.setDevices(sampleDevices.filter((d) => d.kind !== 'videoinput')))
    await waitFor(() => expect(result.current.webcams).toEqual([]))
    expect(result.current.webcamId).toBeNull()
    expect(result.current.videoTrack).toBeNull()
    expect(fake.tracks.filter((t) => t.kind === 'video').every((t) => t.readyState === 'ended')).toBe(true)
  })

  it('stops every track on unmount, and a capture that resolves afterwards too', async () => {
    const { result, unmount } = setup()
    await waitFor(() => expect(result.current.webcamId).toBe('cam-111111'))
    const release = fake.deferNext()
    act(() => result.current.selectWebcam('cam-222222'))
    unmount()
    release()
    await waitFor(() => expect(fake.tracks).toHaveLength(3))
    expect(fake.tracks.map((t) => t.readyState)).toEqual(['ended', 'ended', 'ended'])
  })

  it('under StrictMode the first, abandoned request is stopped and only one pair stays live', async () => {
    fake = installFakeMediaDevices()
    const { result, unmount } = renderHook(
      () => useLocalMedia({ videoEnabled: true, audioEnabled: true, onError: vi.fn() }),
      { wrapper: StrictMode },
    )
    await waitFor(() => expect(result.current.webcamId).toBe('cam-111111'))
    await waitFor(() => expect(fake.tracks.filter((t) => t.readyState === 'live')).toHaveLength(2))
    expect(fake.tracks.filter((t) => t.readyState === 'live')).toEqual([
      result.current.videoTrack,
      result.current.audioTrack,
    ])
    unmount()
    expect(fake.tracks.every((t) => t.readyState === 'ended')).toBe(true)
  })

  it('stop() ends every track at once and ignores later device changes', async () => {
    const { result } = setup()
    await waitFor(() => expect(result.current.webcamId).toBe('cam-111111'))
    act(() => result.current.stop())
    expect(result.current.status).toBe('stopped')
    expect(result.current.videoTrack).toBeNull()
    expect(fake.tracks.every((t) => t.readyState === 'ended')).toBe(true)
    act(() => fake.setDevices(sampleDevices.filter((d) => d.deviceId !== 'cam-111111')))
    await act(async () => {})
    expect(fake.getUserMedia).toHaveBeenCalledTimes(1)
  })

  it('a refusal reports the error once and leaves no devices', async () => {
    const { result, onError } = setup({ failWith: 'NotAllowedError' })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]![0]).toMatchObject({ name: 'NotAllowedError' })
    expect(result.current.webcams).toEqual([])
    expect(result.current.microphones).toEqual([])
    expect(fake.enumerateDevices).not.toHaveBeenCalled()
  })

  it('no camera at all reports the error', async () => {
    const { result, onError } = setup({ devices: sampleDevices.filter((d) => d.kind !== 'videoinput') })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(onError.mock.calls[0]![0]).toMatchObject({ name: 'NotFoundError' })
  })
})

describe('useLocalMedia without navigator.mediaDevices', () => {
  it('reports the error and carries on', async () => {
    fake = installFakeMediaDevices()
    fake.uninstall()
    const onError = vi.fn()
    const { result } = renderHook(() => useLocalMedia({ videoEnabled: true, audioEnabled: true, onError }))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(onError).toHaveBeenCalledTimes(1)
  })
})
