import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { installFakeMediaDevices, type FakeMediaOptions } from './fake-media-devices'
import { MeetingRoomScreen } from './meeting-room-screen'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))

let fake: ReturnType<typeof installFakeMediaDevices>
afterEach(() => {
  vi.useRealTimers()
  vi.mocked(toast).mockClear()
  fake.uninstall()
})

async function renderRoom(options: FakeMediaOptions = {}) {
  fake = installFakeMediaDevices(options)
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={['/meeting-room']}>
      <Routes>
        <Route path="/meeting-room" element={<MeetingRoomScreen />} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
      </Routes>
    </MemoryRouter>,
  )
  // Wait here, straight after render, so the capture's outcome lands inside waitFor (no act warning).
  if (options.failWith) await waitFor(() => expect(toast).toHaveBeenCalledTimes(1))
  else await waitFor(() => expect(fake.enumerateDevices).toHaveBeenCalled())
  return user
}

const toastTitles = () => vi.mocked(toast).mock.calls.map(([t]) => t.title)
const lastToast = () => vi.mocked(toast).mock.calls.at(-1)![0]
const participants = () => screen.getByRole('complementary', { name: 'Participants' })
const row = (name: string) => within(participants()).getByRole('listitem', { name })

describe('meeting room screen', () => {
  it('shows the header, the participants with their state, and the video tiles', async () => {
    await renderRoom()
    expect(screen.getByRole('heading', { level: 1, name: 'Community Meeting Room' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Leave Meeting' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'End Meeting' })).toBeInTheDocument()

    expect(within(participants()).getByTestId('participant-count')).toHaveTextContent('4 participants')
    expect(within(participants()).getAllByRole('listitem')).toHaveLength(4)
    expect(within(row('Alex Rivera')).getByText('Host')).toBeInTheDocument()
    expect(within(row('Alex Rivera')).getByText('AR')).toBeInTheDocument()
    expect(within(row('Sam Taylor')).getByRole('img', { name: 'Hand raised' })).toBeInTheDocument()
    expect(within(row('Sam Taylor')).getByRole('img', { name: 'Muted' })).toBeInTheDocument()
    expect(within(row('Casey Morgan')).getByRole('img', { name: 'Camera off' })).toBeInTheDocument()
    expect(within(row('Jordan Lee')).queryByText('Host')).not.toBeInTheDocument()

    // Tiles: the host always, plus everyone whose camera is on (Casey's is off).
    const video = screen.getByRole('region', { name: 'Video' })
    expect(
      within(video)
        .getAllByRole('figure')
        .map((f) => f.getAttribute('aria-label')),
    ).toEqual(['Alex Rivera (You)', 'Sam Taylor', 'Jordan Lee'])
    await waitFor(() => expect(screen.getByTestId('local-video')).not.toHaveClass('hidden'))
    expect((screen.getByTestId('local-video') as HTMLVideoElement & { srcObject: unknown }).srcObject).not.toBeNull()
  })

  it('Controls flip mute, video and hand with their toasts and apply them to the tracks', async () => {
    const user = await renderRoom()
    await user.click(screen.getByRole('tab', { name: 'Controls' }))
    const [video, audio] = fake.tracks

    await user.click(screen.getByRole('button', { name: 'Mute' }))
    expect(audio!.enabled).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Unmute' }))
    expect(audio!.enabled).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Stop Video' }))
    expect(video!.enabled).toBe(false)
    expect(
      within(screen.getByRole('figure', { name: 'Alex Rivera (You)' })).getByText('Camera off'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Start Video' }))
    expect(video!.enabled).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Raise Hand' }))
    expect(lastToast()).toMatchObject({ title: 'Hand Raised', description: 'The host will see your request to speak' })
    expect(within(row('Alex Rivera')).getByRole('img', { name: 'Hand raised' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Lower Hand' }))
    expect(within(row('Alex Rivera')).queryByRole('img', { name: 'Hand raised' })).not.toBeInTheDocument()

    expect(toastTitles()).toEqual([
      'Microphone Muted',
      'Microphone Unmuted',
      'Camera Turned Off',
      'Camera Turned On',
      'Hand Raised',
      'Hand Lowered',
    ])
    expect(vi.mocked(toast).mock.calls.every(([t]) => t.duration === 2000)).toBe(true)
    // The local flags are not tied to the participant list.
    expect(within(row('Alex Rivera')).getByRole('img', { name: 'Microphone on' })).toBeInTheDocument()
  })

  it('the tile and Devices toggles do the same as the controls', async () => {
    const user = await renderRoom()
    const tile = screen.getByRole('figure', { name: 'Alex Rivera (You)' })
    await user.click(within(tile).getByRole('button', { name: 'Turn off webcam' }))
    await user.click(within(tile).getByRole('button', { name: 'Turn off microphone' }))
    await user.click(screen.getByRole('tab', { name: 'Devices' }))
    const panel = screen.getByRole('tabpanel', { name: 'Devices' })
    await user.click(within(panel).getByRole('button', { name: 'Turn on webcam' }))
    await user.click(within(panel).getByRole('button', { name: 'Turn on microphone' }))
    expect(toastTitles()).toEqual(['Camera Turned Off', 'Microphone Muted', 'Camera Turned On', 'Microphone Unmuted'])
  })

  it('the host allows a raised hand to speak and mutes a participant', async () => {
    const user = await renderRoom()
    await user.click(within(row('Sam Taylor')).getByRole('button', { name: 'Allow to speak: Sam Taylor' }))
    expect(lastToast()).toMatchObject({
      title: 'Participant Unmuted',
      description: 'They can now speak in the meeting',
    })
    expect(within(row('Sam Taylor')).queryByRole('img', { name: 'Hand raised' })).not.toBeInTheDocument()
    expect(within(row('Sam Taylor')).getByRole('img', { name: 'Microphone on' })).toBeInTheDocument()
    expect(within(row('Sam Taylor')).queryByRole('button', { name: /Allow to speak/ })).not.toBeInTheDocument()

    await user.click(within(row('Jordan Lee')).getByRole('button', { name: 'Mute: Jordan Lee' }))
    expect(lastToast()).toMatchObject({ title: 'Participant Muted' })
    expect(within(row('Jordan Lee')).getByRole('img', { name: 'Muted' })).toBeInTheDocument()
    expect(within(row('Jordan Lee')).queryByRole('button', { name: /Mute/ })).not.toBeInTheDocument()
    // No controls on the host's own row.
    expect(within(row('Alex Rivera')).queryByRole('button')).not.toBeInTheDocument()
  })

  it("chat sends as 'You', clears the input and ignores blank messages", async () => {
    const user = await renderRoom()
    const log = screen.getByRole('log', { name: 'Chat messages' })
    expect(within(log).getAllByRole('listitem')).toHaveLength(2)
    const input = screen.getByPlaceholderText('Type a message...')
    const send = screen.getByRole('button', { name: 'Send message' })
    await user.type(input, '   ')
    expect(send).toBeDisabled()
    await user.type(input, '{Enter}')
    expect(within(log).getAllByRole('listitem')).toHaveLength(2)
    await user.clear(input)
    await user.type(input, '  Welcome, everyone!  {Enter}')
    const items = within(log).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[2]).toHaveTextContent(/^You\d{1,2}:\d{2} (AM|PM)Welcome, everyone!$/)
    expect(input).toHaveValue('')
    await user.type(input, 'Second')
    await user.click(send)
    expect(within(log).getAllByRole('listitem')).toHaveLength(4)
    expect(toast).not.toHaveBeenCalled()
  })

  it('Devices lists the devices with the first ones selected', async () => {
    const user = await renderRoom()
    await user.click(screen.getByRole('tab', { name: 'Devices' }))
    expect(screen.getByRole('combobox', { name: 'Webcam' })).toHaveTextContent('Front Camera')
    expect(screen.getByRole('combobox', { name: 'Microphone' })).toHaveTextContent('Desk Mic')
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toHaveAttribute('aria-valuenow', '0')
  })

  it('a refusal shows Media Access Error, warns, and the page carries on without devices', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const user = await renderRoom({ failWith: 'NotAllowedError' })
    expect(toast).toHaveBeenCalledTimes(1)
    expect(lastToast()).toEqual({
      title: 'Media Access Error',
      description: "Couldn't access your camera or microphone. Please check permissions.",
      variant: 'destructive',
      duration: 3000,
    })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(
      within(screen.getByRole('figure', { name: 'Alex Rivera (You)' })).getByText('Camera unavailable'),
    ).toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'Devices' }))
    expect(screen.getByText('No webcams detected')).toBeInTheDocument()
    expect(screen.getByText('No microphones detected')).toBeInTheDocument()
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Controls' }))
    await user.click(screen.getByRole('button', { name: 'Mute' }))
    expect(lastToast()).toMatchObject({ title: 'Microphone Muted' })
    warn.mockRestore()
  })

  it("Leave shows 'Left Meeting', stops the camera and goes to /dashboard after 1500 ms", async () => {
    await renderRoom()
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Leave Meeting' }))
    expect(lastToast()).toMatchObject({ title: 'Left Meeting', description: 'You have left the meeting room' })
    expect(fake.tracks.every((t) => t.readyState === 'ended')).toBe(true)
    expect(screen.getByRole('button', { name: 'Leave Meeting' })).toBeDisabled()
    act(() => vi.advanceTimersByTime(1499))
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Dashboard page')).toBeInTheDocument()
  })

  it("End Meeting shows 'Meeting Ended' and goes to /dashboard after 3000 ms", async () => {
    await renderRoom()
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'End Meeting' }))
    expect(lastToast()).toMatchObject({ title: 'Meeting Ended', description: 'Thank you for participating' })
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Dashboard page')).toBeInTheDocument()
    expect(toastTitles()).toEqual(['Meeting Ended'])
  })
})
