import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { useJournalPreferencesStore, DEFAULT_JOURNAL_PREFERENCES } from '@/lib/member/journal-preferences-store'
import { hashPasscode } from '@/lib/member/passcode-hash'
import { LOCK_SCOPE_NOTE } from './journal-lock'
import { JOURNAL_PROMPTS } from './journal-prompts'
import { JournalScreen } from './journal-screen'
import { useJournalStore } from './journal-store'
import { guestJournalSource } from './data/use-journal-source'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))
// The guest's journal loads before the screens render, as before the app's first render.
beforeAll(() => guestJournalSource.load())

afterEach(() => vi.mocked(toast).mockClear())

const lastToast = () => vi.mocked(toast).mock.lastCall?.[0]
const cards = () => within(screen.getByRole('list', { name: 'Journal entries' })).getAllByRole('article')
const card = (title: string) => screen.getByRole('article', { name: title })
/** The entry dialog once it has opened as a user sees it: shown, with the caret in its Title. */
async function entryDialog(name: 'New Entry' | 'Edit Entry') {
  const dialog = await screen.findByRole('dialog', { name })
  await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveFocus())
  return dialog
}

function renderScreen() {
  const user = userEvent.setup()
  render(<JournalScreen />)
  return user
}

describe('Journal screen', () => {
  it('shows the sample entries as cards: title, date, star, delete, prompt in quotes, content, #tags', () => {
    renderScreen()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1, name: 'Journal' })).toBeInTheDocument()
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Grateful for small things',
      'A hard conversation',
      'Evening walk',
    ])
    const first = card('Grateful for small things')
    expect(within(first).getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeInTheDocument()
    expect(within(first).getByRole('button', { name: 'Favourite Grateful for small things' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(first).getByRole('button', { name: 'Delete Grateful for small things' })).toBeInTheDocument()
    expect(first).toHaveTextContent(
      '"What are three things you are grateful for today, and why do they matter to you?"',
    )
    expect(within(first).getByText(/^The smell of coffee/)).toHaveClass('line-clamp-3')
    expect(
      within(within(first).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['#gratitude', '#morning'])
    // No prompt used: no quoted prompt on the card.
    expect(card('Evening walk')).not.toHaveTextContent('No prompt used')
  })

  it('searches title, content and tags ignoring case, with both empty states', async () => {
    const user = renderScreen()
    const search = screen.getByPlaceholderText('Search journal entries...')
    await user.type(search, 'SISTER')
    expect(cards().map((c) => c.getAttribute('aria-labelledby'))).toHaveLength(1)
    expect(card('A hard conversation')).toBeInTheDocument()
    await user.clear(search)
    await user.type(search, 'Reflection')
    expect(cards()).toHaveLength(1)
    expect(card('Evening walk')).toBeInTheDocument()
    await user.clear(search)
    await user.type(search, 'zzz nothing')
    expect(screen.getByText('No journal entries found')).toBeInTheDocument()
    expect(screen.getByText('Try adjusting your search term')).toBeInTheDocument()
    await user.clear(search)
    expect(cards()).toHaveLength(3)

    act(() => useJournalStore.getState().deleteAll())
    expect(screen.getByText('No journal entries found')).toBeInTheDocument()
    expect(screen.getByText('Start writing your thoughts to see them here')).toBeInTheDocument()
  })

  it('writes a new entry with a prompt, tags by Enter and button, and saves it', async () => {
    const user = renderScreen()
    await user.click(screen.getByRole('button', { name: 'New Entry' }))
    const dialog = await entryDialog('New Entry')
    const group = within(dialog).getByRole('group', { name: 'Journal Prompt' })
    const promptShown = () => group.querySelector('[aria-live]')!.textContent!.replace(/^"|"$/g, '')
    const first = promptShown()
    expect(JOURNAL_PROMPTS).toContain(first)
    await user.click(within(dialog).getByRole('button', { name: 'Get new prompt' }))
    const second = promptShown()
    expect(second).not.toBe(first)
    expect(JOURNAL_PROMPTS).toContain(second)

    await user.type(within(dialog).getByLabelText('Title'), 'My new day')
    await user.type(within(dialog).getByLabelText('Your Thoughts'), 'Line one{Enter}Line two')
    const tagInput = within(dialog).getByLabelText('Tags')
    await user.type(tagInput, '  calm  {Enter}')
    await user.type(tagInput, 'Calm{Enter}')
    expect(within(dialog).getByText('"Calm" is already added.')).toBeInTheDocument()
    await user.clear(tagInput)
    await user.type(tagInput, '   {Enter}')
    await user.clear(tagInput)
    await user.type(tagInput, 'focus')
    await user.click(within(dialog).getByRole('button', { name: 'Add tag' }))
    await user.type(tagInput, 'oops{Enter}')
    await user.click(within(dialog).getByRole('button', { name: 'Remove tag oops' }))
    expect(
      within(within(dialog).getByRole('list', { name: 'Tags added' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#calm', '#focus'])
    // Enter in the tag field did not submit the form.
    expect(useJournalStore.getState().entries).toHaveLength(3)

    await user.click(within(dialog).getByRole('button', { name: 'Save Entry' }))
    expect(lastToast()).toEqual({ title: 'Journal entry saved', description: 'Your thoughts have been recorded' })
    expect(screen.queryByRole('dialog')).toBeNull()
    const saved = useJournalStore.getState().entries[0]!
    expect(saved).toMatchObject({
      // A new entry's id is a UUID made by the client (the sample entries keep 1 to 3).
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      title: 'My new day',
      content: 'Line one\nLine two',
      prompt: second,
      tags: ['calm', 'focus'],
      favorite: false,
    })
    expect(cards()[0]).toHaveAccessibleName('My new day')
    expect(screen.getByRole('button', { name: 'My new day' })).toHaveFocus()
  })

  it('refuses a save without title or content with Missing information, saving nothing', async () => {
    const user = renderScreen()
    await user.click(screen.getByRole('button', { name: 'New Entry' }))
    const dialog = await entryDialog('New Entry')
    await user.type(within(dialog).getByLabelText('Title'), 'Only a title')
    await user.click(within(dialog).getByRole('button', { name: 'Save Entry' }))
    expect(lastToast()).toEqual({
      title: 'Missing information',
      description: 'Please provide both a title and content for your journal entry',
      variant: 'destructive',
    })
    expect(within(dialog).getByText('Please write your thoughts')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Your Thoughts'), '    ')
    await user.clear(within(dialog).getByLabelText('Title'))
    await user.click(within(dialog).getByRole('button', { name: 'Save Entry' }))
    expect(useJournalStore.getState().entries).toHaveLength(3)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'New Entry' })).toHaveFocus()
  })

  it('opens the detail dialog, toggles the favourite, and really edits the entry in place', async () => {
    const user = renderScreen()
    const before = useJournalStore.getState().entries[1]!
    await user.click(screen.getByRole('button', { name: 'A hard conversation' }))
    let detail = await screen.findByRole('dialog', { name: 'A hard conversation' })
    expect(detail).toHaveTextContent('"What challenge are you facing right now, and what is it teaching you?"')
    expect(within(detail).getByTestId('entry-content')).toHaveTextContent(before.content)
    expect(detail).toHaveTextContent('#relationships')
    const star = within(detail).getByRole('button', { name: 'Favourite' })
    expect(star).toHaveAttribute('aria-pressed', 'false')
    await user.click(star)
    expect(star).toHaveAttribute('aria-pressed', 'true')
    // The card behind the dialog (hidden from assistive tech while the dialog is open) follows.
    const behind = screen.getByRole('article', { name: 'A hard conversation', hidden: true })
    expect(within(behind).getByRole('button', { name: /^Favourite/, hidden: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await user.click(within(detail).getByRole('button', { name: 'Edit Entry' }))
    const form = await entryDialog('Edit Entry')
    expect(within(form).getByLabelText('Title')).toHaveValue('A hard conversation')
    expect(within(form).getByLabelText('Your Thoughts')).toHaveValue(before.content)
    expect(within(form).getByRole('button', { name: 'Remove tag growth' })).toBeInTheDocument()
    await user.clear(within(form).getByLabelText('Title'))
    await user.type(within(form).getByLabelText('Title'), 'A brave conversation')
    await user.click(within(form).getByRole('button', { name: 'Remove tag growth' }))
    await user.click(within(form).getByRole('button', { name: 'Save Entry' }))
    expect(lastToast()).toMatchObject({ title: 'Journal entry saved' })

    detail = screen.getByRole('dialog', { name: 'A brave conversation' })
    expect(detail).not.toHaveTextContent('#growth')
    const after = useJournalStore.getState().entries
    expect(after).toHaveLength(3)
    expect(after[1]).toEqual({ ...before, title: 'A brave conversation', tags: ['relationships'], favorite: true })
    await user.click(within(detail).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'A brave conversation' })).toHaveFocus()
  })

  it('toggles the favourite from the card', async () => {
    const user = renderScreen()
    const star = within(card('Evening walk')).getByRole('button', { name: 'Favourite Evening walk' })
    await user.click(star)
    expect(star).toHaveAttribute('aria-pressed', 'true')
    expect(useJournalStore.getState().entries[2]?.favorite).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks before deleting, then deletes with Journal entry deleted', async () => {
    const user = renderScreen()
    await user.click(screen.getByRole('button', { name: 'Delete Evening walk' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Journal Entry' })
    expect(confirm).toHaveTextContent('Are you sure you want to delete "Evening walk"? This action cannot be undone.')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(cards()).toHaveLength(3)
    expect(toast).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Delete Evening walk' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(lastToast()).toEqual({ title: 'Journal entry deleted' })
    expect(cards()).toHaveLength(2)
    expect(screen.queryByRole('article', { name: 'Evening walk' })).toBeNull()
  })

  it('renders user text as text only', async () => {
    act(() => {
      useJournalStore
        .getState()
        .addEntry({ title: '<img src=x onerror=alert(1)>', content: '<b>bold</b>', prompt: '', tags: ['<i>'] })
    })
    renderScreen()
    expect(screen.getByRole('button', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument()
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument()
    expect(document.querySelector('img, b')).toBeNull()
  })

  it('shows a first page of cards, then more with Show more entries, and a search starts again at the first page', async () => {
    act(() => {
      const { addEntry } = useJournalStore.getState()
      for (let i = 0; i < 60; i++) addEntry({ title: `Bulk ${i}`, content: 'x', prompt: '', tags: [] })
    })
    const user = renderScreen()
    expect(cards()).toHaveLength(9)
    await user.click(screen.getByRole('button', { name: 'Show more entries (54 more)' }))
    expect(cards()).toHaveLength(45)
    await user.click(screen.getByRole('button', { name: 'Show more entries (18 more)' }))
    expect(cards()).toHaveLength(63)
    expect(screen.queryByRole('button', { name: /Show more entries/ })).toBeNull()

    await user.type(screen.getByRole('searchbox', { name: 'Search journal entries' }), 'bulk')
    expect(await screen.findByText('60 of 63 entries match')).toBeInTheDocument()
    expect(cards()).toHaveLength(9)
    expect(screen.getByRole('button', { name: 'Show more entries (51 more)' })).toBeInTheDocument()
  })

  it('uses the font family and size of the journal preferences for entry text', () => {
    act(() =>
      useJournalPreferencesStore
        .getState()
        .savePreferences({ ...DEFAULT_JOURNAL_PREFERENCES, fontFamily: 'mono', fontSize: 20 }),
    )
    renderScreen()
    const content = within(card('Evening walk')).getByText(/^Walked without headphones/)
    expect(content).toHaveStyle({ fontSize: '20px' })
    expect(content.style.fontFamily).toMatch(/monospace/)
  })

  it('with the passcode lock on, shows nothing until the right passcode is given', async () => {
    // Few rounds keep the test fast; a stored hash carries its own round count.
    const passcodeHash = await hashPasscode('a1b2', 1000)
    act(() =>
      useJournalPreferencesStore
        .getState()
        .savePreferences({ ...DEFAULT_JOURNAL_PREFERENCES, passcodeEnabled: true, passcodeHash }),
    )
    const user = renderScreen()
    expect(screen.queryByRole('article')).toBeNull()
    expect(screen.queryByText('Grateful for small things')).toBeNull()
    expect(screen.getByText(LOCK_SCOPE_NOTE)).toBeVisible()
    const field = screen.getByLabelText('Passcode')
    expect(field).toHaveAttribute('type', 'password')
    expect(field).toHaveAttribute('maxLength', '4')
    await user.type(field, 'zzzz{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect passcode. Please try again.')
    expect(field).toHaveValue('')
    expect(field).toHaveFocus()
    expect(screen.queryByRole('article')).toBeNull()
    await user.type(field, 'a1b2')
    await user.click(screen.getByRole('button', { name: 'Unlock' }))
    await waitFor(() => expect(cards()).toHaveLength(3))
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('imports a journal file from the header menu, and refuses a file that is not one', async () => {
    const user = renderScreen()
    // The menu's code loads when it is first opened; its file picker comes with it.
    await user.click(screen.getByRole('button', { name: 'Export / Import' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Import JSON' }))
    const input = screen.getByLabelText('Import journal file')
    expect(input).toHaveAttribute('accept', '.json,application/json')
    const before = structuredClone(useJournalStore.getState().entries)
    await user.upload(input, new File(['{"not":"a journal"}'], 'notes.json', { type: 'application/json' }))
    await vi.waitFor(() => expect(lastToast()).toMatchObject({ title: 'Import failed', variant: 'destructive' }))
    expect(lastToast()?.description).toBe('This file is not a Nexus journal export.')
    expect(useJournalStore.getState().entries).toEqual(before)

    const file = JSON.stringify({
      format: 'nexus-journal',
      version: 1,
      exportedAt: new Date().toISOString(),
      entries: [{ ...before[0]!, id: 42, title: 'From a file' }],
    })
    await user.upload(input, new File([file], 'journal.json', { type: 'application/json' }))
    await vi.waitFor(() =>
      expect(lastToast()).toEqual({ title: 'Journal imported', description: '1 entry added, 0 replaced.' }),
    )
    expect(await screen.findByRole('article', { name: 'From a file' })).toBeInTheDocument()
  })
})
