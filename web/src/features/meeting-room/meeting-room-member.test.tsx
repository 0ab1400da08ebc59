import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import type { MeetingSession, MeetingSnapshot, MeetingSource } from './data/meeting-source'
import { MeetingSourceProvider } from './data/meeting-source-context'
import { FakeStream, FakeTrack, installFakeMediaDevices, sampleDevices } from './fake-media-devices'
import type { MeetingTransport, RemotePeer } from './media/meeting-transport'
import { MeetingRoomScreen } from './meeting-room-screen'
import type { Participant } from './participants'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))

const person = (id: string, name: string, patch: Partial<Participant> = {}): Participant => ({
  id,
  name,
  isHost: false,
  isSpeaking: false,
  isMuted: false,
  isVideoOn: true,
  handRaised: false,
  avatarUrl: '',
  mutedByHost: false,
  ...patch,
})

/** A transport whose peers the test sets; records what the screen asks of it. */
function fakeTransport() {
  let listener: ((peers: ReadonlyMap<string, RemotePeer>) => void) | null = null
  const transport = {
    start: vi.fn(() => Promise.resolve()),
    setParticipants: vi.fn(),
    replaceTrack: vi.fn(() => Promise.resolve()),
    subscribe: vi.fn((l: (peers: ReadonlyMap<string, RemotePeer>) => void) => {
      listener = l
      return () => void (listener = null)
    }),
    stop: vi.fn(() => Promise.resolve()),
  } satisfies MeetingTransport
  const setPeers = (peers: RemotePeer[]) => act(() => listener?.(new Map(peers.map((p) => [p.userId, p]))))
  return { transport, setPeers }
}

/** A member's session the test drives: the snapshot is what "the database" says. */
function fakeSession(initial: Partial<MeetingSnapshot>, transport: MeetingTransport) {
  let snapshot: MeetingSnapshot = {
    phase: 'live',
    refusal: null,
    meetingId: 'm-1',
    selfId: 'u-me',
    participants: [],
    messages: [],
    ...initial,
  }
  const listeners = new Set<() => void>()
  const session = {
    getSnapshot: () => snapshot,
    subscribe: (l: () => void) => {
      listeners.add(l)
      return () => void listeners.delete(l)
    },
    transport,
    raiseHand: vi.fn(() => Promise.resolve()),
    lowerHand: vi.fn(() => Promise.resolve()),
    setMyMedia: vi.fn(() => Promise.resolve()),
    muteParticipant: vi.fn(() => Promise.resolve()),
    allowToSpeak: vi.fn(() => Promise.resolve()),
    end: vi.fn(() => Promise.resolve()),
    leave: vi.fn(() => Promise.resolve()),
    sendMessage: vi.fn((text: string) => (text.trim() ? Promise.resolve() : (false as const))),
    close: vi.fn(),
  } satisfies MeetingSession
  const update = (patch: Partial<MeetingSnapshot>) =>
    act(() => {
      snapshot = { ...snapshot, ...patch }
      listeners.forEach((l) => l())
    })
  return { session, update }
}

let fake: ReturnType<typeof installFakeMediaDevices>
let play: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  // jsdom plays no media: the browser's answer is the test's.
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
})
afterEach(() => {
  play.mockRestore()
  vi.useRealTimers()
  vi.mocked(toast).mockClear()
  fake.uninstall()
})

async function renderMember(initial: Partial<MeetingSnapshot>, url = '/meeting-room') {
  fake = installFakeMediaDevices()
  const { transport, setPeers } = fakeTransport()
  const { session, update } = fakeSession(initial, transport)
  const source: MeetingSource = { open: vi.fn(() => session) }
  const user = userEvent.setup()
  render(
    <MeetingSourceProvider source={source}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/meeting-room" element={<MeetingRoomScreen />} />
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
        </Routes>
      </MemoryRouter>
    </MeetingSourceProvider>,
  )
  await waitFor(() => expect(transport.start).toHaveBeenCalled())
  return { user, session, update, transport, setPeers, source }
}

const lastToast = () => vi.mocked(toast).mock.calls.at(-1)![0]
const participants = () => screen.getByRole('complementary', { name: 'Participants' })
const row = (name: string) => within(participants()).getByRole('listitem', { name })
const remoteStream = () =>
  new FakeStream([new FakeTrack('video', 'r-cam'), new FakeTrack('audio', 'r-mic')]) as unknown as MediaStream

const host = person('u-host', 'Bo Host', { isHost: true })
const me = person('u-me', 'Ada Member')
const cy = person('u-cy', 'Cy Other', { isVideoOn: false })

describe('meeting room screen, as a member', () => {
  it('opens the booking of ?booking=, starts the media with the local tracks and connects to who the meeting says is present', async () => {
    const { source, transport } = await renderMember({ participants: [host, me] }, '/meeting-room?booking=b-7')
    expect(source.open).toHaveBeenCalledWith({ bookingId: 'b-7' })
    expect(transport.start).toHaveBeenCalledWith(expect.objectContaining({ meetingId: 'm-1', selfId: 'u-me' }))
    await waitFor(() => expect(transport.setParticipants).toHaveBeenLastCalledWith(['u-host', 'u-me']))
    // Not the host: no End Meeting, no per-participant controls.
    expect(screen.queryByRole('button', { name: 'End Meeting' })).not.toBeInTheDocument()
    expect(within(row('Bo Host')).getByText('Host')).toBeInTheDocument()
    expect(within(participants()).queryByRole('button', { name: /Mute:/ })).not.toBeInTheDocument()
  })

  it('shows each connected participant: video in the tile, initials when the camera is off, sound muted when the meeting says so', async () => {
    const { setPeers, update } = await renderMember({ participants: [host, me, cy] })
    setPeers([
      { userId: 'u-host', stream: remoteStream(), connectionState: 'connected' },
      { userId: 'u-cy', stream: remoteStream(), connectionState: 'connected' },
    ])
    const tiles = screen.getAllByTestId('remote-tile')
    expect(tiles.map((t) => t.getAttribute('aria-label'))).toEqual(['Bo Host', 'Cy Other'])
    expect(within(tiles[0]!).getByTestId('remote-video')).not.toHaveClass('hidden')
    // Cy's camera is off: the initials, not a black frame.
    expect(within(tiles[1]!).getByTestId('remote-video')).toHaveClass('hidden')
    expect(within(tiles[1]!).getByText('CO')).toBeInTheDocument()

    const hostAudio = within(tiles[0]!).getByTestId('remote-audio') as HTMLAudioElement
    expect(hostAudio.muted).toBe(false)
    update({ participants: [host, me, { ...cy, isMuted: true, mutedByHost: true }] })
    expect((within(tiles[1]!).getByTestId('remote-audio') as HTMLAudioElement).muted).toBe(true)
    expect(within(row('Cy Other')).getByRole('img', { name: 'Muted' })).toBeInTheDocument()
  })

  it("sound the browser holds back until a click is offered with 'Turn on sound'", async () => {
    play.mockRejectedValueOnce(new DOMException('play() needs a click', 'NotAllowedError'))
    const { user, setPeers } = await renderMember({ participants: [host, me] })
    setPeers([{ userId: 'u-host', stream: remoteStream(), connectionState: 'connected' }])
    await user.click(await screen.findByRole('button', { name: 'Turn on sound' }))
    expect(play).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('button', { name: 'Turn on sound' })).not.toBeInTheDocument()
  })

  it('an unplugged camera is replaced by the next one, sent to the others with replaceTrack (no new negotiation)', async () => {
    const { transport } = await renderMember({ participants: [host, me] })
    await waitFor(() =>
      expect(transport.replaceTrack).toHaveBeenCalledWith('video', expect.objectContaining({ deviceId: 'cam-111111' })),
    )
    act(() => fake.setDevices(sampleDevices.filter((d) => d.deviceId !== 'cam-111111')))
    await waitFor(() =>
      expect(transport.replaceTrack).toHaveBeenLastCalledWith(
        'video',
        expect.objectContaining({ deviceId: 'cam-222222', readyState: 'live' }),
      ),
    )
    expect(transport.start).toHaveBeenCalledTimes(1)
  })

  it('muted by the host: sends no sound until allowed to speak', async () => {
    const { update, transport } = await renderMember({ participants: [host, me] })
    await waitFor(() => expect(transport.replaceTrack).toHaveBeenCalledWith('audio', expect.any(FakeTrack)))
    update({ participants: [host, { ...me, isMuted: true, mutedByHost: true }] })
    await waitFor(() => expect(transport.replaceTrack).toHaveBeenLastCalledWith('audio', null))
    expect(lastToast()).toMatchObject({ title: 'Microphone Muted' })
    const audio = fake.tracks.find((t) => t.kind === 'audio')!
    expect(audio.enabled).toBe(false)
    update({ participants: [host, me] })
    await waitFor(() => expect(transport.replaceTrack).toHaveBeenLastCalledWith('audio', audio))
    expect(audio.enabled).toBe(true)
    expect(lastToast()).toMatchObject({ title: 'Microphone Unmuted' })
  })

  it('the host mutes and allows to speak through the meeting; a refusal shows its message', async () => {
    const { user, session } = await renderMember({
      selfId: 'u-host',
      participants: [host, { ...me, handRaised: true }, cy],
    })
    await user.click(within(participants()).getByRole('button', { name: 'Mute: Cy Other' }))
    expect(session.muteParticipant).toHaveBeenCalledWith('u-cy')
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Participant Muted' }))

    session.allowToSpeak.mockImplementationOnce(() => Promise.reject(new Error('They have not raised their hand.')))
    await user.click(within(participants()).getByRole('button', { name: 'Allow to speak: Ada Member' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ description: 'They have not raised their hand.', variant: 'destructive' }),
    )
  })

  it('own mute and camera are told to the meeting and applied to the local tracks', async () => {
    const { user, session } = await renderMember({ participants: [host, me] })
    await user.click(screen.getByRole('tab', { name: 'Controls' }))
    await user.click(screen.getByRole('button', { name: 'Mute' }))
    expect(session.setMyMedia).toHaveBeenLastCalledWith({ selfMuted: true, cameraOff: false })
    await user.click(screen.getByRole('button', { name: 'Stop Video' }))
    expect(session.setMyMedia).toHaveBeenLastCalledWith({ selfMuted: true, cameraOff: true })
    expect(fake.tracks.find((t) => t.kind === 'video')!.enabled).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Raise Hand' }))
    expect(session.raiseHand).toHaveBeenCalled()
  })

  it("the host ending the meeting shows everyone 'Meeting Ended' and goes to /dashboard after 3000 ms", async () => {
    const { update } = await renderMember({ participants: [host, me] })
    vi.useFakeTimers()
    update({ phase: 'ended', participants: [] })
    expect(lastToast()).toMatchObject({ title: 'Meeting Ended', description: 'Thank you for participating' })
    expect(fake.tracks.every((t) => t.readyState === 'ended')).toBe(true)
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Dashboard page')).toBeInTheDocument()
  })

  it('End Meeting by the host ends it through the meeting', async () => {
    const { session } = await renderMember({ selfId: 'u-host', participants: [host, me] })
    fireEvent.click(screen.getByRole('button', { name: 'End Meeting' }))
    expect(session.end).toHaveBeenCalled()
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Meeting Ended' }))
  })

  it('Leave Meeting leaves through the meeting', async () => {
    const { session } = await renderMember({ participants: [host, me] })
    fireEvent.click(screen.getByRole('button', { name: 'Leave Meeting' }))
    expect(session.leave).toHaveBeenCalled()
    expect(lastToast()).toMatchObject({ title: 'Left Meeting' })
  })

  it('a refused join shows the reason and a way back', async () => {
    fake = installFakeMediaDevices()
    const { transport } = fakeTransport()
    const { session } = fakeSession(
      { phase: 'refused', refusal: 'Only the member who booked this session and its host can join it.' },
      transport,
    )
    render(
      <MeetingSourceProvider source={{ open: () => session }}>
        <MemoryRouter initialEntries={['/meeting-room?booking=b-1']}>
          <Routes>
            <Route path="/meeting-room" element={<MeetingRoomScreen />} />
          </Routes>
        </MemoryRouter>
      </MeetingSourceProvider>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the member who booked this session and its host can join it.',
    )
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(transport.start).not.toHaveBeenCalled()
  })
})
