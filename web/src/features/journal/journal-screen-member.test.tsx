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
    await user.type(within(dialog).getByLabelText('Title'), 'On a train')
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
})
