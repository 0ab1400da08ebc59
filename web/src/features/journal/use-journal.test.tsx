import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { JournalSourceError, type JournalSource } from './data/journal-source'
import { JournalSourceProvider } from './data/journal-source-context'
import type { JournalEntry } from './journal-model'
import { useJournalStore } from './journal-store'
import { useJournal } from './use-journal'
import { guestJournalSource } from './data/use-journal-source'

const stored: JournalEntry = {
  id: '6f1c8f7e-2a4b-4c1d-9e3f-0a1b2c3d4e5f',
  title: 'Stored',
  date: '2025-03-04',
  prompt: 'No prompt used',
  content: 'On the server',
  tags: [],
  favorite: false,
}

/** A server-like source (no memory) whose writes wait for the test to settle them. */
function serverSource(overrides: Partial<JournalSource> = {}): JournalSource {
  return {
    key: 'fake:member',
    memory: undefined,
    list: vi.fn(() => Promise.resolve([stored])),
    create: vi.fn((id: string, draft) => Promise.resolve({ ...stored, ...draft, id })),
    update: vi.fn((id, draft) => Promise.resolve({ ...stored, ...draft, id })),
    setFavorite: vi.fn(() => Promise.resolve()),
    remove: vi.fn(() => Promise.resolve()),
    importMany: vi.fn(() => Promise.resolve({ added: 0, replaced: 0 })),
    removeAll: vi.fn(() => Promise.resolve()),
    ...overrides,
  }
}

function renderJournal(source: JournalSource | null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <JournalSourceProvider source={source}>{children}</JournalSourceProvider>
    </SWRConfig>
  )
  return renderHook(() => useJournal(), { wrapper })
}

const draft = { title: '  Trimmed  ', content: 'Thoughts', prompt: '', tags: ['x', 'X'] }

// The guest's journal loads before the screens render, as before the app's first render.
beforeAll(() => guestJournalSource.load())

describe('useJournal', () => {
  it("reads the guest's browser journal at once, and a new entry is there at once with a UUID", () => {
    const { result } = renderJournal(null)
    expect(result.current.status).toBe('ready')
    expect(result.current.entries.map((e) => e.title)).toEqual(useJournalStore.getState().entries.map((e) => e.title))
    let saved: JournalEntry | undefined
    act(() => {
      saved = result.current.create(draft) as JournalEntry
    })
    expect(saved).toMatchObject({ title: 'Trimmed', prompt: 'No prompt used', tags: ['x'] })
    expect(saved?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(result.current.entries[0]).toEqual(saved)
  })

  it("loads a server's journal, then shows a new entry before the server answers", async () => {
    let answer!: (entry: JournalEntry) => void
    const source = serverSource({ create: vi.fn(() => new Promise<JournalEntry>((resolve) => (answer = resolve))) })
    const { result } = renderJournal(source)
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    let saving!: Promise<JournalEntry>
    act(() => {
      saving = result.current.create(draft) as Promise<JournalEntry>
    })
    await waitFor(() => expect(result.current.entries.map((e) => e.title)).toEqual(['Trimmed', 'Stored']))
    const [id, sent] = vi.mocked(source.create).mock.calls[0]!
    expect(sent).toEqual({ title: 'Trimmed', content: 'Thoughts', prompt: 'No prompt used', tags: ['x'] })
    await act(async () => {
      answer({ ...stored, id, title: 'Trimmed', date: '2025-03-05' })
      await saving
    })
    expect(result.current.entries[0]).toMatchObject({ id, date: '2025-03-05' })
  })

  it('rolls a failed write back and rejects with its reason', async () => {
    const down = new JournalSourceError('failed', 'Nexus could not reach the server.')
    const source = serverSource({
      remove: vi.fn(() => Promise.reject(down)),
      setFavorite: vi.fn(() => Promise.reject(down)),
    })
    const { result } = renderJournal(source)
    await waitFor(() => expect(result.current.status).toBe('ready'))
    await act(async () => {
      await expect(result.current.remove(stored)).rejects.toBe(down)
    })
    expect(result.current.entries).toEqual([stored])
    await act(async () => {
      await expect(result.current.toggleFavorite(stored)).rejects.toBe(down)
    })
    expect(result.current.entries[0]?.favorite).toBe(false)
  })

  it('refuses a blank draft without calling the source', async () => {
    const source = serverSource()
    const { result } = renderJournal(source)
    await waitFor(() => expect(result.current.status).toBe('ready'))
    await expect(
      (async () => result.current.create({ title: ' ', content: 'x', prompt: '', tags: [] }))(),
    ).rejects.toMatchObject({ kind: 'refused' })
    expect(source.create).not.toHaveBeenCalled()
  })

  it("says so when a server's journal cannot be loaded, and tries again on retry", async () => {
    const list = vi
      .fn<() => Promise<JournalEntry[]>>()
      .mockRejectedValueOnce(new JournalSourceError('failed', 'Nexus could not reach the server.'))
      .mockResolvedValueOnce([stored])
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { result } = renderJournal(serverSource({ list }))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toBe('Nexus could not reach the server.')
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.entries).toEqual([stored]))
  })
})
