import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { NETWORK_MESSAGE } from '@/lib/network-failure'
import { JournalSourceError, type JournalSource } from './data/journal-source'
import { JournalSourceProvider } from './data/journal-source-context'
import { JournalScreen } from './journal-screen'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))
afterEach(() => vi.mocked(toast).mockClear())

/** A member's journal on a server that cannot be reached for writes. */
function offlineSource(): JournalSource {
  const down = () => Promise.reject(new JournalSourceError('failed', NETWORK_MESSAGE))
  return {
    key: 'fake:offline',
    memory: undefined,
    list: () => Promise.resolve([]),
    create: vi.fn(down),
    update: vi.fn(down),
    setFavorite: vi.fn(down),
    remove: vi.fn(down),
    importMany: vi.fn(down),
    removeAll: vi.fn(down),
  }
}

describe("Journal screen with a member's journal", () => {
  it('a save that cannot reach the server says so, keeps the dialog open with its text, and shows no entry', async () => {
    const user = userEvent.setup()
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <JournalSourceProvider source={offlineSource()}>
          <JournalScreen />
        </JournalSourceProvider>
      </SWRConfig>,
    )
    expect(await screen.findByText('Start writing your thoughts to see them here')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'New Entry' }))
    const dialog = await screen.findByRole('dialog', { name: 'New Entry' })
    await user.type(await within(dialog).findByLabelText('Title'), 'On a train')
    await user.type(within(dialog).getByLabelText('Your Thoughts'), 'No signal.')
    await user.click(within(dialog).getByRole('button', { name: 'Save Entry' }))
    await waitFor(() =>
      expect(vi.mocked(toast).mock.lastCall?.[0]).toEqual({
        title: 'Entry not saved',
        description: NETWORK_MESSAGE,
        variant: 'destructive',
      }),
    )
    expect(screen.getByRole('dialog', { name: 'New Entry' })).toBe(dialog)
    expect(within(dialog).getByLabelText('Title')).toHaveValue('On a train')
    expect(within(dialog).getByLabelText('Your Thoughts')).toHaveValue('No signal.')
    expect(screen.queryByRole('article', { hidden: true })).toBeNull()
  })

  it('an import says how many entries were added, which took a new id and why, and which were skipped and why', async () => {
    const user = userEvent.setup()
    const source = {
      ...offlineSource(),
      key: 'fake:import',
      importMany: vi.fn(async () => ({
        added: 2,
        replaced: 1,
        renamed: 1,
        skipped: [{ title: 'Far too long', reason: 'A title has at most 200 characters.' }],
      })),
    }
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <JournalSourceProvider source={source}>
          <JournalScreen />
        </JournalSourceProvider>
      </SWRConfig>,
    )
    expect(await screen.findByText('Start writing your thoughts to see them here')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Export / Import' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Import JSON' }))
    const entry = { date: '2025-03-04', prompt: 'No prompt used', content: 'Body', tags: [], favorite: false }
    const file = JSON.stringify({
      format: 'nexus-journal',
      version: 1,
      exportedAt: new Date().toISOString(),
      entries: [
        { ...entry, id: 1, title: 'One' },
        { ...entry, id: 2, title: 'Far too long' },
      ],
    })
    await user.upload(screen.getByLabelText('Import journal file'), new File([file], 'journal.json'))
    await waitFor(() =>
      expect(vi.mocked(toast).mock.lastCall?.[0]).toEqual({
        title: 'Journal imported',
        description:
          '2 entries added, 1 replaced. 1 entry got a new id, as another account uses its id. 1 entry skipped: “Far too long” (A title has at most 200 characters).',
      }),
    )
    expect(source.importMany).toHaveBeenCalledTimes(1)
  })
})
