import { format, subDays } from 'date-fns'
import { NO_PROMPT, type JournalEntry } from './journal-model'
import { deleteAllJournalEntries, getJournalSnapshot, useJournalStore } from './journal-store'

const stored = () =>
  JSON.parse(localStorage.getItem('nexus:journal') ?? 'null') as { version: number; state: { entries: JournalEntry[] } }
/** Reads the store back from localStorage, as a reload would (the persist API is there at run time). */
const rehydrate = () =>
  (useJournalStore as unknown as { persist: { rehydrate: () => Promise<void> } }).persist.rehydrate()
const day = (date: Date) => format(date, 'yyyy-MM-dd')
const draft = (title: string, content = 'Some thoughts') => ({ title, content, prompt: '', tags: [] })

describe('journal store', () => {
  it('is seeded with 3 sample entries, newest first, dated before today', () => {
    const { entries } = useJournalStore.getState()
    expect(entries.map((e) => e.id)).toEqual([3, 2, 1])
    expect(entries.map((e) => e.date)).toEqual([1, 3, 6].map((n) => day(subDays(new Date(), n))))
    expect(entries[0]).toMatchObject({ title: 'Grateful for small things', favorite: true })
    expect(entries[2]?.prompt).toBe(NO_PROMPT)
  })

  it('adds an entry first, dated today, not favourite, trimmed, with highest id + 1, and persists it', () => {
    const now = new Date(2025, 2, 4, 10)
    const entry = useJournalStore
      .getState()
      .addEntry(
        { title: '  Night  ', content: ' Quiet. ', prompt: '  ', tags: [' calm ', 'calm', '', 'Calm', 'sleep'] },
        now,
      )
    expect(entry).toEqual({
      id: 4,
      title: 'Night',
      content: 'Quiet.',
      prompt: NO_PROMPT,
      tags: ['calm', 'sleep'],
      date: '2025-03-04',
      favorite: false,
    })
    expect(useJournalStore.getState().entries[0]).toEqual(entry)
    expect(stored()).toMatchObject({ version: 1 })
    expect(stored().state.entries[0]).toEqual(entry)
  })

  it('refuses a blank title or blank content and saves nothing', () => {
    const { addEntry } = useJournalStore.getState()
    expect(addEntry(draft('   '))).toBeNull()
    expect(addEntry(draft('Title', '  \n '))).toBeNull()
    expect(useJournalStore.getState().entries).toHaveLength(3)
  })

  it('keeps ids unique after deletes (never count + 1)', () => {
    const { addEntry, deleteEntry } = useJournalStore.getState()
    expect(deleteEntry(2)?.id).toBe(2)
    // 2 entries left: count + 1 would be 3, which is still taken.
    const added = addEntry(draft('After delete'))
    expect(added?.id).toBe(4)
    const ids = useJournalStore.getState().entries.map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(deleteEntry(99)).toBeNull()
  })

  it('edits an entry in place, keeping id, date, favourite and position', () => {
    const before = useJournalStore.getState().entries[1]!
    const updated = useJournalStore
      .getState()
      .updateEntry(before.id, { title: 'Changed', content: 'New text', prompt: 'A prompt', tags: ['x'] })
    expect(updated).toEqual({ ...before, title: 'Changed', content: 'New text', prompt: 'A prompt', tags: ['x'] })
    expect(useJournalStore.getState().entries[1]).toEqual(updated)
    expect(useJournalStore.getState().updateEntry(before.id, draft(''))).toBeNull()
    expect(useJournalStore.getState().updateEntry(404, draft('x'))).toBeNull()
    expect(useJournalStore.getState().entries[1]).toEqual(updated)
  })

  it('toggles the favourite flag and keeps it', () => {
    const { toggleFavorite } = useJournalStore.getState()
    expect(toggleFavorite(2)).toBe(true)
    expect(stored().state.entries.find((e) => e.id === 2)?.favorite).toBe(true)
    expect(toggleFavorite(2)).toBe(false)
    expect(toggleFavorite(404)).toBeNull()
  })

  it('reads back what is stored (as after a reload)', async () => {
    const kept = useJournalStore.getState().addEntry(draft('Kept'))!
    const saved = localStorage.getItem('nexus:journal')!
    useJournalStore.getState().deleteAll()
    localStorage.setItem('nexus:journal', saved)
    await rehydrate()
    expect(useJournalStore.getState().entries[0]).toEqual(kept)
    expect(useJournalStore.getState().entries).toHaveLength(4)
  })

  it('resets invalid stored data (duplicate ids) to the seed', async () => {
    const entry = useJournalStore.getState().entries[0]!
    localStorage.setItem('nexus:journal', JSON.stringify({ version: 1, state: { entries: [entry, entry] } }))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await rehydrate()
    expect(useJournalStore.getState().entries.map((e) => e.id)).toEqual([3, 2, 1])
  })

  it('deleteAllJournalEntries really empties the journal, kept after a rehydrate', async () => {
    deleteAllJournalEntries()
    expect(useJournalStore.getState().entries).toEqual([])
    await rehydrate()
    expect(useJournalStore.getState().entries).toEqual([])
    expect(useJournalStore.getState().addEntry(draft('First again'))?.id).toBe(1)
  })

  it('getJournalSnapshot gives every entry as a plain JSON copy', () => {
    const snapshot = getJournalSnapshot() as { entries: JournalEntry[] }
    expect(snapshot.entries).toEqual(useJournalStore.getState().entries)
    snapshot.entries[0]!.title = 'mutated'
    expect(useJournalStore.getState().entries[0]?.title).not.toBe('mutated')
  })

  it('imports by id: same id replaces in place, new ids are added first', () => {
    const entries = useJournalStore.getState().entries
    const replacement = { ...entries[1]!, title: 'Replaced' }
    const fresh: JournalEntry = { ...entries[0]!, id: 50, title: 'New one' }
    expect(useJournalStore.getState().importEntries([replacement, fresh])).toEqual({ added: 1, replaced: 1 })
    expect(useJournalStore.getState().entries.map((e) => [e.id, e.title])).toEqual([
      [50, 'New one'],
      [3, entries[0]!.title],
      [2, 'Replaced'],
      [1, entries[2]!.title],
    ])
  })
})
