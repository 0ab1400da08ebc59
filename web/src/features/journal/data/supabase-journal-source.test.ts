// @vitest-environment node
import { fakeSupabase } from '@/lib/data/fake-supabase'
import { NETWORK_MESSAGE } from '@/lib/network-failure'
import { uuidForNumberedEntry, uuidForTakenEntry, type JournalRow } from './journal-rows'
import { JournalSourceError } from './journal-source'
import { createSupabaseJournalSource, LIST_PAGE_SIZE } from './supabase-journal-source'

const ID = '6f1c8f7e-2a4b-4c1d-9e3f-0a1b2c3d4e5f'
const row = (id: string, title = 'Entry'): JournalRow => ({
  id,
  title,
  body: 'Body',
  prompt: 'No prompt used',
  tags: ['a'],
  favorite: false,
  created_at: '2025-03-04T10:00:00.000Z',
})

describe('the Supabase journal source', () => {
  it('lists every entry newest first, a page of 1,000 at a time', async () => {
    const page = Array.from({ length: LIST_PAGE_SIZE }, (_, i) =>
      row(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
    )
    const fake = fakeSupabase([{ data: page }, { data: [row(ID, 'Last')] }])
    const entries = await createSupabaseJournalSource({ memberId: 'm', loadClient: fake.load }).list()
    expect(entries).toHaveLength(LIST_PAGE_SIZE + 1)
    expect(entries.at(-1)).toMatchObject({ id: ID, title: 'Last', content: 'Body' })
    expect(fake.calls.filter((c) => c.method === 'range').map((c) => c.args)).toEqual([
      [0, 999],
      [1000, 1999],
    ])
    expect(fake.calls.filter((c) => c.method === 'order').map((c) => c.args)).toContainEqual([
      'created_at',
      { ascending: false },
    ])
  })

  it('creates an entry with the given id, the content as body', async () => {
    const fake = fakeSupabase([{ data: row(ID, 'New') }])
    const source = createSupabaseJournalSource({ memberId: 'm', loadClient: fake.load })
    const saved = await source.create(ID, { title: 'New', content: 'Body', prompt: 'p', tags: ['a'] })
    expect(saved).toMatchObject({ id: ID, title: 'New' })
    expect(fake.calls.find((c) => c.method === 'insert')?.args[0]).toEqual({
      id: ID,
      title: 'New',
      body: 'Body',
      prompt: 'p',
      tags: ['a'],
    })
  })

  it('says the server could not be reached when the network is down', async () => {
    const fake = fakeSupabase([{ error: { message: 'TypeError: Failed to fetch' }, status: 0 }])
    const source = createSupabaseJournalSource({ memberId: 'm', loadClient: fake.load })
    await expect(source.create(ID, { title: 't', content: 'c', prompt: '', tags: [] })).rejects.toEqual(
      new JournalSourceError('failed', NETWORK_MESSAGE),
    )
  })

  it('passes on a check the database refused, and an unknown or numbered id is not found', async () => {
    const fake = fakeSupabase([{ error: { code: '23514', message: 'Too many tags' }, status: 400 }, { data: null }])
    const source = createSupabaseJournalSource({ memberId: 'm', loadClient: fake.load })
    await expect(source.update(ID, { title: 't', content: 'c', prompt: '', tags: [] })).rejects.toMatchObject({
      kind: 'refused',
      message: 'Too many tags',
    })
    await expect(source.update(ID, { title: 't', content: 'c', prompt: '', tags: [] })).rejects.toMatchObject({
      kind: 'not-found',
    })
    await expect(source.remove(3)).rejects.toMatchObject({ kind: 'not-found' })
  })

  it('imports by id: new ones inserted, changed ones updated, unchanged ones left; numbered ids get their UUID', async () => {
    const numbered = await uuidForNumberedEntry('m', 7)
    const stored = [row(ID, 'Same'), row(numbered, 'Old title')]
    const fake = fakeSupabase([
      { data: stored },
      { data: [{ id: 'aaaaaaaa-0000-4000-8000-000000000001' }] },
      { data: null },
    ])
    const source = createSupabaseJournalSource({ memberId: 'm', loadClient: fake.load })
    const base = { date: '2025-03-04', prompt: 'No prompt used', content: 'Body', tags: ['a'], favorite: false }
    const result = await source.importMany([
      { ...base, id: ID, title: 'Same' },
      { ...base, id: 7, title: 'New title' },
      { ...base, id: 'AAAAAAAA-0000-4000-8000-000000000001', title: 'Brand new' },
    ])
    expect(result).toEqual({ added: 1, replaced: 2, renamed: 0, skipped: [] })
    const upsert = fake.calls.find((c) => c.method === 'upsert')
    expect(upsert?.args[0]).toEqual([expect.objectContaining({ id: 'aaaaaaaa-0000-4000-8000-000000000001' })])
    expect(upsert?.args[1]).toEqual({ onConflict: 'id', ignoreDuplicates: true })
    const updates = fake.calls.filter((c) => c.method === 'update')
    expect(updates).toHaveLength(1)
    expect(updates[0]?.args[0]).toMatchObject({ title: 'New title' })
  })

  const base = { date: '2025-03-04', prompt: 'No prompt used', content: 'Body', tags: ['a'], favorite: false }
  const OTHER = 'bbbbbbbb-0000-4000-8000-000000000002'
  const MINE = 'cccccccc-0000-4000-8000-000000000003'

  it("adds an entry whose id another account holds under a new id of the member's own, and says so", async () => {
    const renamed = await uuidForTakenEntry('m', OTHER)
    // The journal is empty; the insert keeps out OTHER (another account's row) and adds MINE.
    const fake = fakeSupabase([{ data: [] }, { data: [{ id: MINE }] }, { data: [{ id: renamed }] }])
    const source = createSupabaseJournalSource({ memberId: 'm', loadClient: fake.load })
    const result = await source.importMany([
      { ...base, id: OTHER, title: 'Taken' },
      { ...base, id: MINE, title: 'Mine' },
    ])
    expect(result).toEqual({ added: 2, replaced: 0, renamed: 1, skipped: [] })
    const upserts = fake.calls.filter((c) => c.method === 'upsert')
    expect(upserts).toHaveLength(2)
    expect(upserts[1]?.args[0]).toEqual([expect.objectContaining({ id: renamed, title: 'Taken' })])
    expect(renamed).not.toBe(OTHER)
  })

  it('importing the same file again replaces the renamed entry instead of adding it twice', async () => {
    const renamed = await uuidForTakenEntry('m', OTHER)
    const fake = fakeSupabase([{ data: [row(renamed, 'Taken')] }, { data: [] }])
    const source = createSupabaseJournalSource({ memberId: 'm', loadClient: fake.load })
    const result = await source.importMany([{ ...base, id: OTHER, title: 'Taken' }])
    expect(result).toEqual({ added: 0, replaced: 1, renamed: 1, skipped: [] })
    expect(fake.calls.filter((c) => c.method === 'upsert')).toHaveLength(1)
  })

  it('skips an entry the database refuses, with its reason, and still adds the others', async () => {
    const tooLong = { code: '23514', message: 'A title has at most 200 characters.' }
    const fake = fakeSupabase([
      { data: [] },
      { error: tooLong, status: 400 },
      { error: tooLong, status: 400 },
      { data: [{ id: MINE }] },
    ])
    const source = createSupabaseJournalSource({ memberId: 'm', loadClient: fake.load })
    const result = await source.importMany([
      { ...base, id: OTHER, title: 'Far too long' },
      { ...base, id: MINE, title: 'Fine' },
    ])
    expect(result).toEqual({
      added: 1,
      replaced: 0,
      renamed: 0,
      skipped: [{ title: 'Far too long', reason: 'A title has at most 200 characters.' }],
    })
  })

  it('a failure that is not a refusal still fails the whole import', async () => {
    const fake = fakeSupabase([{ data: [] }, { error: { message: 'TypeError: Failed to fetch' }, status: 0 }])
    const source = createSupabaseJournalSource({ memberId: 'm', loadClient: fake.load })
    await expect(source.importMany([{ ...base, id: MINE, title: 'Fine' }])).rejects.toEqual(
      new JournalSourceError('failed', NETWORK_MESSAGE),
    )
  })
})
