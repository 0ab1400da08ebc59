import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { END_BEFORE_START } from './event-form'
import { sampleEvents } from './schedule-samples'
import { ScheduleScreen } from './schedule-screen'
import { useScheduleStore } from './schedule-store'
import { guestScheduleSource } from './data/use-schedule-source'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))
// The guest's schedule loads before the screens render, as before the app's first render.
beforeAll(() => guestScheduleSource.load())

afterEach(() => vi.mocked(toast).mockClear())

/** Wednesday 5 March 2025, 9:00. */
const NOW = new Date(2025, 2, 5, 9)

function Where() {
  const location = useLocation()
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>
}

function renderScreen() {
  useScheduleStore.setState({ events: sampleEvents(NOW) })
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={['/calendar']}>
      <Routes>
        <Route path="/calendar" element={<ScheduleScreen now={NOW} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
  return user
}

const dayHeading = () => screen.getByRole('heading', { level: 2, name: /, 20\d\d$/ })
const dayList = () => screen.getByRole('list', { name: dayHeading().textContent ?? '' })
const card = (title: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { level: 3, name: title }))!
/** A day button of the week strip, e.g. stripDay('Thursday, March 6'). */
const stripDay = (name: string) =>
  within(screen.getByRole('region', { name: 'Week' })).getByRole('button', { name: new RegExp(`^${name}\\b`) })
const lastToast = () => vi.mocked(toast).mock.lastCall?.[0]
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement

describe('Schedule screen', () => {
  it("shows today's day with the Today badge, its cards, and a Monday-first week strip", () => {
    renderScreen()
    expect(screen.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeInTheDocument()
    expect(dayHeading()).toHaveTextContent('Wednesday, March 5, 2025')
    expect(screen.getByText('Today', { selector: '[data-slot="badge"]' })).toBeInTheDocument()

    const week = screen.getByRole('region', { name: 'Week' })
    const days = within(week)
      .getAllByRole('button', { pressed: undefined })
      .filter((b) => b.dataset.date)
    expect(days.map((d) => d.dataset.date)).toEqual([
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
    ])
    expect(days[0]).toHaveAccessibleName('Monday, March 3: Daily Script, Meeting, My Availability')
    expect(days[2]).toHaveAttribute('aria-pressed', 'true')
    expect(days[2]).toHaveAccessibleName(/^Wednesday, March 5, today/)

    const slot = card('My Availability - Wednesday')
    expect(slot).toHaveTextContent('My Availability')
    expect(slot).toHaveTextContent('14:00 - 18:00')
    expect(slot).toHaveTextContent('You (You)')
    expect(slot).not.toHaveTextContent(/attendee/)
    expect(within(slot).getByRole('button', { name: /^View Availability/ })).toBeInTheDocument()

    const script = card('Gratitude Script')
    expect(script).toHaveTextContent('Daily Script')
    expect(script).toHaveTextContent('Maya Chen (Host)')
    expect(script).toHaveTextContent('1 attendee')
    expect(script).toHaveTextContent('Resource Available')
    expect(within(script).getByRole('link')).toHaveAttribute('href', '/resources?item=pdf-deep-conversation')
  })

  it('lists the legend and the first 3 upcoming events, and bolds days with events', () => {
    renderScreen()
    const legend = screen.getByRole('region', { name: 'Events Legend' })
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Meeting', 'Workshop', 'Social', 'Special Event', 'Daily Script', 'My Availability'])
    const upcoming = within(screen.getByRole('list', { name: 'Upcoming Events' })).getAllByRole('listitem')
    expect(upcoming.map((li) => li.textContent)).toEqual([
      'Gratitude ScriptWed, Mar 5 · 08:00 - 08:20',
      'My Availability - WednesdayWed, Mar 5 · 14:00 - 18:00',
      'Moderators SyncThu, Mar 6 · 12:00 - 13:00',
    ])
    const monday = screen.getByRole('button', { name: 'Monday, March 3rd, 2025, has events' })
    expect(monday.closest('td')).toHaveClass('font-bold')
    expect(screen.getByRole('button', { name: 'Tuesday, March 11th, 2025' }).closest('td')).not.toHaveClass('font-bold')
  })

  it('the toggles hide availability slots and events (aria-pressed, check mark)', async () => {
    const user = renderScreen()
    const availability = screen.getByRole('button', { name: 'My Availability', pressed: true })
    const events = screen.getByRole('button', { name: 'Events', pressed: true })
    await user.click(availability)
    expect(availability).toHaveAttribute('aria-pressed', 'false')
    expect(screen.queryByRole('heading', { name: 'My Availability - Wednesday' })).toBeNull()
    expect(card('Gratitude Script')).toBeInTheDocument()
    await user.click(events)
    expect(screen.getByText('No events scheduled for this day')).toBeInTheDocument()
    expect(screen.getByText('Select another day or check back later')).toBeInTheDocument()
    expect(screen.getByText('No upcoming events')).toBeInTheDocument()
    await user.click(availability)
    expect(card('My Availability - Wednesday')).toBeInTheDocument()
  })

  it('Previous Week / Next Week move the selected day by 7 days; a day button selects it', async () => {
    const user = renderScreen()
    await user.click(screen.getByRole('button', { name: 'Next Week' }))
    expect(dayHeading()).toHaveTextContent('Wednesday, March 12, 2025')
    expect(screen.queryByText('Today', { selector: '[data-slot="badge"]' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Previous Week' }))
    await user.click(screen.getByRole('button', { name: 'Previous Week' }))
    expect(dayHeading()).toHaveTextContent('Wednesday, February 26, 2025')
    expect(screen.getByRole('status')).toHaveTextContent('February 2025')
    await user.click(screen.getByRole('button', { name: 'Next Week' }))
    await user.click(stripDay('Monday, March 3'))
    expect(dayHeading()).toHaveTextContent('Monday, March 3, 2025')
    expect(
      within(dayList())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Daily Reflection Script', 'Community Circle', 'My Availability - Monday', 'Coffee & Conversation'])
  })

  it("Add Event starts from the defaults, refuses an end before the start, then adds with 'Event Added'", async () => {
    const user = renderScreen()
    await user.click(screen.getByRole('button', { name: 'Next Week' }))
    await user.click(screen.getByRole('button', { name: 'Add Event' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Event' })
    expect(field(dialog, 'Title').value).toBe('')
    expect(field(dialog, 'Description').value).toBe('')
    expect(field(dialog, 'Date').value).toBe('2025-03-05') // today, not the selected day
    expect(field(dialog, 'Start Time').value).toBe('12:00')
    expect(field(dialog, 'End Time').value).toBe('13:00')
    expect(field(dialog, 'Location').value).toBe('Main Room')
    expect(field(dialog, 'Host').value).toBe('You')
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Meeting')
    expect(field(dialog, 'Resource Link (optional)')).toHaveAttribute('placeholder', '/resources?item=resource-id')

    await user.type(field(dialog, 'Title'), 'Reading Group')
    fireEvent.change(field(dialog, 'End Time'), { target: { value: '11:30' } })
    const before = useScheduleStore.getState().events
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(END_BEFORE_START)
    expect(field(dialog, 'End Time')).toHaveAttribute('aria-invalid', 'true')
    expect(lastToast()).toMatchObject({ variant: 'destructive', description: END_BEFORE_START })
    expect(useScheduleStore.getState().events).toBe(before)

    fireEvent.change(field(dialog, 'End Time'), { target: { value: '13:30' } })
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }))
    expect(lastToast()).toMatchObject({
      title: 'Event Added',
      description: 'Reading Group has been added to the schedule',
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(dayHeading()).toHaveTextContent('Wednesday, March 5, 2025')
    const added = card('Reading Group')
    expect(added).toHaveTextContent('12:00 - 13:30')
    expect(added).toHaveTextContent('You (Host)')
    expect(added).toHaveTextContent('0 attendees')
    expect(useScheduleStore.getState().events.at(-1)).toMatchObject({
      // A new event's id is a UUID made by the client (the sample events keep their numbers).
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      title: 'Reading Group',
    })
  })

  it("Edit Event is pre-filled and ends with 'Event Updated'", async () => {
    const user = renderScreen()
    await user.click(within(card('Gratitude Script')).getByRole('button', { name: 'Edit Gratitude Script' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' })
    expect(field(dialog, 'Title').value).toBe('Gratitude Script')
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Daily Script')
    expect(field(dialog, 'Resource Link (optional)').value).toBe('/resources?item=pdf-deep-conversation')
    await user.clear(field(dialog, 'Title'))
    await user.type(field(dialog, 'Title'), 'Thankful Script')
    await user.click(within(dialog).getByRole('button', { name: 'Update Event' }))
    expect(lastToast()).toMatchObject({ title: 'Event Updated', description: 'Thankful Script has been updated' })
    expect(card('Thankful Script')).toHaveTextContent('1 attendee')
  })

  it('Set Availability starts on the selected day; editing a slot opens the availability dialog', async () => {
    const user = renderScreen()
    await user.click(stripDay('Thursday, March 6'))
    await user.click(screen.getByRole('button', { name: 'Set Availability' }))
    let dialog = await screen.findByRole('dialog', { name: 'Add Availability' })
    expect(field(dialog, 'Date').value).toBe('2025-03-06')
    expect(field(dialog, 'Start Time').value).toBe('14:00')
    expect(field(dialog, 'End Time').value).toBe('18:00')
    expect(field(dialog, 'Location').value).toBe('Online')
    expect(field(dialog, 'Description').value).toBe('Available for meetings and consultations')
    await user.click(within(dialog).getByRole('button', { name: 'Add Availability' }))
    expect(lastToast()).toMatchObject({
      title: 'Availability Added',
      description: 'Your availability for Thursday has been added',
    })
    expect(card('My Availability - Thursday')).toHaveTextContent('You (You)')

    await user.click(screen.getByRole('button', { name: 'Edit My Availability - Thursday' }))
    dialog = await screen.findByRole('dialog', { name: 'Edit Availability' })
    fireEvent.change(field(dialog, 'End Time'), { target: { value: '13:00' } })
    await user.click(within(dialog).getByRole('button', { name: 'Update Availability' }))
    expect(lastToast()).toMatchObject({ variant: 'destructive', description: END_BEFORE_START })
    fireEvent.change(field(dialog, 'End Time'), { target: { value: '16:00' } })
    await user.click(within(dialog).getByRole('button', { name: 'Update Availability' }))
    expect(lastToast()).toMatchObject({ title: 'Availability Updated' })
    expect(card('My Availability - Thursday')).toHaveTextContent('14:00 - 16:00')
  })

  it("Delete asks first; Cancel keeps the event, Delete removes it with 'Event Deleted'", async () => {
    const user = renderScreen()
    await user.click(screen.getByRole('button', { name: 'Delete Gratitude Script' }))
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete Event' })
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete "Gratitude Script"? This action cannot be undone.',
    )
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(card('Gratitude Script')).toBeInTheDocument()
    expect(toast).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Delete Gratitude Script' }))
    confirm = await screen.findByRole('alertdialog', { name: 'Delete Event' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(lastToast()).toMatchObject({
      title: 'Event Deleted',
      description: 'Gratitude Script has been permanently removed from the schedule',
    })
    expect(screen.queryByRole('heading', { name: 'Gratitude Script' })).toBeNull()
    expect(useScheduleStore.getState().events.some((e) => e.title === 'Gratitude Script')).toBe(false)
  })

  it("actions: availability toasts, other events 'Joining {title}...', meetings go to /meeting-room", async () => {
    const user = renderScreen()
    await user.click(screen.getByRole('button', { name: /^View Availability/ }))
    expect(lastToast()).toMatchObject({ title: 'My Availability' })
    await user.click(stripDay('Saturday, March 8'))
    await user.click(screen.getByRole('button', { name: /^Join Event: Full Moon Reflection/ }))
    expect(lastToast()).toMatchObject({ title: 'Joining Full Moon Reflection...' })
    await user.click(stripDay('Thursday, March 6'))
    await user.click(screen.getByRole('button', { name: /^Join Event: Moderators Sync/ }))
    expect(screen.getByTestId('location')).toHaveTextContent('/meeting-room')
  })

  it("'View Resource' goes to the daily script's resource link", async () => {
    const user = renderScreen()
    await user.click(screen.getByRole('button', { name: /^View Resource: Gratitude Script/ }))
    expect(screen.getByTestId('location')).toHaveTextContent('/resources?item=pdf-deep-conversation')
  })

  it('selecting a day in the month calendar shows that day', async () => {
    const user = renderScreen()
    await user.click(screen.getByRole('button', { name: 'Friday, March 7th, 2025, has events' }))
    expect(dayHeading()).toHaveTextContent('Friday, March 7, 2025')
    expect(stripDay('Friday, March 7')).toHaveAttribute('aria-pressed', 'true')
  })
})
