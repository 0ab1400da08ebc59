import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { DEFAULT_JOURNAL_PREFERENCES, useJournalPreferencesStore } from '@/lib/member/journal-preferences-store'
import { hashPasscode, verifyPasscode } from '@/lib/member/passcode-hash'
import { JournalSettings } from './journal-settings'
import { PASSCODE_MESSAGE, passcodeError, toFormValues, toPreferences } from './journal-settings-schema'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

function setup() {
  const callbacks = {
    onExportEntries: vi.fn(async () => {}),
    onDeleteAllEntries: vi.fn(async () => {}),
    onWipeAiMemory: vi.fn(async () => {}),
  }
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <JournalSettings {...callbacks} />
    </MemoryRouter>,
  )
  return { user, callbacks }
}

const stored = () => {
  const { savePreferences: _, ...data } = useJournalPreferencesStore.getState()
  return data
}
const save = () => screen.getByRole('button', { name: 'Save All Settings' })

// jsdom has no ResizeObserver; the Radix slider measures its thumb with one.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})
afterAll(() => vi.unstubAllGlobals())

beforeEach(() => vi.mocked(toast).mockClear())

describe('the passcode rule', () => {
  it.each([
    [false, '', null],
    [false, '12', null],
    [true, '', PASSCODE_MESSAGE],
    [true, '123', PASSCODE_MESSAGE],
    [true, '12345', PASSCODE_MESSAGE],
    [true, '1234', null],
    [true, 'ab!d', null],
  ])('lock %s with %j → %s', (enabled, passcode, expected) => {
    expect(passcodeError(enabled, passcode)).toBe(expected)
  })

  it('with a passcode already set, an empty field keeps it; anything else must still be 4 characters', () => {
    expect(passcodeError(true, '', true)).toBeNull()
    expect(passcodeError(true, '12', true)).toBe(PASSCODE_MESSAGE)
    expect(passcodeError(true, 'wxyz', true)).toBeNull()
  })

  // Hashing uses the real PBKDF2 round count (deliberately slow), hence the longer timeouts.
  it(
    'saves only a salted hash of the passcode, keeps the current one for an empty field, none when off',
    {
      timeout: 20_000,
    },
    async () => {
      const form = { ...toFormValues(DEFAULT_JOURNAL_PREFERENCES), passcodeEnabled: true, passcode: '1234' }
      const saved = await toPreferences(form, null)
      expect(saved).not.toHaveProperty('passcode')
      expect(JSON.stringify(saved)).not.toContain('1234')
      expect(saved.passcodeEnabled).toBe(true)
      expect(await verifyPasscode('1234', saved.passcodeHash!)).toBe(true)

      const current = await hashPasscode('k3y9', 1000)
      expect((await toPreferences({ ...form, passcode: '' }, current)).passcodeHash).toBe(current)
      expect(await toPreferences({ ...form, passcodeEnabled: false }, current)).toMatchObject({
        passcodeEnabled: false,
        passcodeHash: null,
      })
    },
  )
})

describe('JournalSettings', () => {
  it('shows the defaults; the sub-settings appear only when their toggle is on', async () => {
    const { user } = setup()
    expect(screen.getByRole('heading', { level: 1, name: 'Journal Settings' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Freeform Writing' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Journal reminders' })).not.toBeChecked()
    expect(screen.queryByLabelText('Time')).toBeNull()
    expect(screen.getByRole('switch', { name: 'Mood tracking' })).not.toBeChecked()
    expect(screen.getByRole('switch', { name: 'AI reflection features' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Font family' })).toHaveTextContent('Inter')
    expect(screen.getByRole('slider', { name: 'Font size' })).toHaveAttribute('aria-valuenow', '16')
    expect(screen.getByRole('slider', { name: 'Font size' })).toHaveAttribute('aria-valuemin', '12')
    expect(screen.getByRole('slider', { name: 'Font size' })).toHaveAttribute('aria-valuemax', '24')

    await user.click(screen.getByRole('switch', { name: 'Journal reminders' }))
    expect(screen.getByLabelText('Time')).toHaveValue('20:00')
    expect(screen.getByRole('radio', { name: 'Gentle' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Poetic' })).toHaveAccessibleDescription(/ink/)
    await user.click(screen.getByRole('switch', { name: 'Mood tracking' }))
    expect(screen.getByRole('switch', { name: 'Auto-suggest mood' })).toBeChecked()
    await user.click(screen.getByRole('switch', { name: 'Ambient sounds' }))
    expect(screen.getByRole('combobox', { name: 'Sound type' })).toHaveTextContent('Rain')
    expect(stored()).toEqual(DEFAULT_JOURNAL_PREFERENCES)
  })

  it('keeps nothing until Save All Settings, then saves everything with Settings saved', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('radio', { name: 'Question Mirror' }))
    await user.click(screen.getByRole('switch', { name: 'Journal reminders' }))
    await user.click(screen.getByRole('radio', { name: 'Poetic' }))
    await user.click(screen.getByRole('radio', { name: 'Light' }))
    const slider = screen.getByRole('slider', { name: 'Font size' })
    slider.focus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByTestId('font-preview')).toHaveStyle({ fontSize: '18px' })
    expect(stored()).toEqual(DEFAULT_JOURNAL_PREFERENCES)

    await user.click(save())
    expect(toast).toHaveBeenCalledWith({
      title: 'Settings saved',
      description: 'Your journal preferences have been updated successfully.',
    })
    expect(stored()).toEqual({
      ...DEFAULT_JOURNAL_PREFERENCES,
      writingMode: 'mirror',
      remindersEnabled: true,
      reminderTone: 'poetic',
      theme: 'light',
      fontSize: 18,
    })
  })

  it(
    'refuses a passcode lock without exactly 4 characters; the field is masked and holds at most 4',
    {
      timeout: 20_000,
    },
    async () => {
      const { user } = setup()
      await user.click(screen.getByRole('switch', { name: 'Passcode lock' }))
      const passcode = screen.getByLabelText('Passcode')
      expect(passcode).toHaveAttribute('type', 'password')
      expect(passcode).toHaveAttribute('placeholder', 'Enter 4-digit passcode')
      await user.type(passcode, '12')
      await user.click(save())
      expect(toast).toHaveBeenCalledWith({
        title: 'Settings not saved',
        description: PASSCODE_MESSAGE,
        variant: 'destructive',
      })
      expect(screen.getByRole('alert')).toHaveTextContent(PASSCODE_MESSAGE)
      expect(stored().passcodeEnabled).toBe(false)

      await user.type(passcode, '3456')
      expect(passcode).toHaveValue('1234')
      await user.click(save())
      await waitFor(() => expect(stored().passcodeEnabled).toBe(true), { timeout: 15_000 })
      expect(await verifyPasscode('1234', stored().passcodeHash!)).toBe(true)
      expect(localStorage.getItem('nexus:journal-preferences')).not.toContain('1234')
      // The saved passcode is never shown again: the field is empty, and leaving it so keeps it.
      expect(screen.getByLabelText('Passcode')).toHaveValue('')
      const kept = stored().passcodeHash
      vi.mocked(toast).mockClear()
      await user.click(save())
      await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Settings saved' })))
      expect(stored().passcodeHash).toBe(kept)
    },
  )

  it('shows the form only once an old plain passcode has been replaced by its hash', { timeout: 20_000 }, async () => {
    localStorage.setItem(
      'nexus:journal-preferences',
      JSON.stringify({
        version: 1,
        state: { ...toFormValues(DEFAULT_JOURNAL_PREFERENCES), passcodeEnabled: true, passcode: '4321' },
      }),
    )
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'nexus:journal-preferences' })))
    setup()
    expect(screen.getByRole('heading', { level: 1, name: 'Journal Settings' })).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Journal settings' })).toBeNull()
    expect(await screen.findByRole('switch', { name: 'Passcode lock' }, { timeout: 15_000 })).toBeChecked()
    expect(screen.getByLabelText('Passcode')).toHaveValue('')
    expect(await verifyPasscode('4321', stored().passcodeHash!)).toBe(true)
    expect(localStorage.getItem('nexus:journal-preferences')).not.toContain('4321')
  })

  it('Export Entries says Export started and runs the export', async () => {
    const { user, callbacks } = setup()
    await user.click(screen.getByRole('button', { name: 'Export Entries' }))
    expect(toast).toHaveBeenCalledWith({
      title: 'Export started',
      description: 'Your journal entries are being prepared for download.',
    })
    expect(callbacks.onExportEntries).toHaveBeenCalledTimes(1)
  })

  it('Delete All asks first, then deletes with the destructive Deletion confirmed', async () => {
    const { user, callbacks } = setup()
    await user.click(screen.getByRole('button', { name: 'Delete All' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete all journal entries?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(callbacks.onDeleteAllEntries).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Delete All' }))
    await user.click(screen.getByRole('button', { name: 'Delete All Entries' }))
    expect(callbacks.onDeleteAllEntries).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith({
      title: 'Deletion confirmed',
      description: 'All journal entries have been permanently deleted.',
      variant: 'destructive',
    })
  })

  it('Wipe AI Memory asks first, then wipes with Memory wiped; a failure shows the error instead', async () => {
    const { user, callbacks } = setup()
    await user.click(screen.getByRole('button', { name: 'Wipe AI Memory' }))
    await user.click(screen.getByRole('button', { name: 'Wipe Memory' }))
    expect(callbacks.onWipeAiMemory).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith({ title: 'Memory wiped', description: 'AI reflection data has been cleared.' })

    vi.mocked(toast).mockClear()
    callbacks.onWipeAiMemory.mockRejectedValueOnce(new Error('Storage is off'))
    await user.click(screen.getByRole('button', { name: 'Wipe AI Memory' }))
    await user.click(screen.getByRole('button', { name: 'Wipe Memory' }))
    expect(toast).toHaveBeenCalledWith({ title: 'Error', description: 'Storage is off', variant: 'destructive' })
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Memory wiped' }))
  })
})
