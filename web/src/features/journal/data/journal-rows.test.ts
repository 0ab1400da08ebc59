// @vitest-environment node
import { draftColumns, entryFromRow, importRow, uuidForNumberedEntry, type JournalRow } from './journal-rows'

const row: JournalRow = {
  id: '6f1c8f7e-2a4b-4c1d-9e3f-0a1b2c3d4e5f',
  title: 'Harbour',
  body: 'Gulls.\nCold air.',
  prompt: null,
  tags: null,
  favorite: true,
  created_at: new Date(2025, 2, 4, 23, 30).toISOString(),
}

describe('journal rows', () => {
  it('reads a row as an entry: body is the content, created_at the local date, no prompt or tags as empty', () => {
    expect(entryFromRow(row)).toEqual({
      id: row.id,
      title: 'Harbour',
      date: '2025-03-04',
      prompt: '',
      content: 'Gulls.\nCold air.',
      tags: [],
      favorite: true,
    })
  })

  it('writes a draft as title, body, prompt and tags', () => {
    expect(draftColumns({ title: 't', content: 'c', prompt: 'p', tags: ['a'] })).toEqual({
      title: 't',
      body: 'c',
      prompt: 'p',
      tags: ['a'],
    })
  })

  it("an imported entry's row reads back with the same date", () => {
    const entry = { id: 3, title: 't', date: '2024-10-27', prompt: 'p', content: 'c', tags: ['x'], favorite: false }
    const written = importRow(entry, row.id)
    expect(written).toMatchObject({ id: row.id, body: 'c', tags: ['x'], favorite: false })
    expect(entryFromRow({ ...written, created_at: written.created_at }).date).toBe('2024-10-27')
  })

  it('gives a numbered entry the same UUID each time for one member, another for another member', async () => {
    const first = await uuidForNumberedEntry('member-a', 4)
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(await uuidForNumberedEntry('member-a', 4)).toBe(first)
    expect(await uuidForNumberedEntry('member-b', 4)).not.toBe(first)
    expect(await uuidForNumberedEntry('member-a', 5)).not.toBe(first)
  })
})
