import { vi } from 'vitest'
import type { NexusClient, NexusStorage } from '@/lib/supabase'
import { createSupabaseResourcesSource } from './supabase-resources-source'
import { ResourcesSourceError } from './resources-source'

const MEMBER = 'user-1'
const ROW_BASE = { description: '', created_at: '2026-03-04T10:00:00+00:00' }

/** A supabase-js stand-in recording the Storage and table calls, in order, with scripted answers. */
function fakeClient(answers: { insert?: { data: unknown; error: unknown; status: number } } = {}) {
  const calls: string[] = []
  const bucket = {
    upload: vi.fn((path: string) => {
      calls.push(`upload ${path}`)
      return Promise.resolve({ data: { path }, error: null })
    }),
    remove: vi.fn((paths: string[]) => {
      calls.push(`remove ${paths.join(',')}`)
      return Promise.resolve({ data: [], error: null })
    }),
    createSignedUrl: vi.fn((path: string, seconds: number) => {
      calls.push(`sign ${path} ${seconds}`)
      return Promise.resolve({ data: { signedUrl: `https://api.test/sign/${path}?token=t` }, error: null })
    }),
  }
  const table = {
    insert: vi.fn((row: Record<string, unknown>) => {
      calls.push(`insert ${String(row.kind)}`)
      const answer = answers.insert ?? {
        data: {
          ...ROW_BASE,
          ...row,
          url: row.url ?? null,
          file_name: row.file_name ?? null,
          storage_path: row.storage_path ?? null,
        },
        error: null,
        status: 201,
      }
      return { select: () => ({ single: () => Promise.resolve(answer) }) }
    }),
    delete: vi.fn(() => ({
      eq: (_column: string, id: string) => {
        calls.push(`delete ${id}`)
        return Promise.resolve({ error: null, status: 204 })
      },
    })),
  }
  const client = { from: vi.fn(() => table) } as unknown as NexusClient
  const storage = { from: vi.fn(() => bucket) } as unknown as NexusStorage
  return { client, storage, calls, bucket }
}

const pdf = { title: ' Guide ', description: ' Notes ', fileName: 'guide.pdf', bytes: new ArrayBuffer(8) }

describe('the Supabase resources source', () => {
  it('uploads a PDF to <user id>/<id>.pdf as application/pdf, then inserts its row', async () => {
    const { client, storage, calls, bucket } = fakeClient()
    const source = createSupabaseResourcesSource({
      memberId: MEMBER,
      loadClient: () => Promise.resolve(client),
      loadStorage: () => Promise.resolve(storage),
    })
    const added = await source.addPdf(pdf)
    expect(added).toMatchObject({ kind: 'pdf', title: 'Guide', description: 'Notes', fileName: 'guide.pdf' })
    expect(calls).toEqual([`upload ${MEMBER}/${added.id}.pdf`, 'insert pdf'])
    expect(bucket.upload).toHaveBeenCalledWith(`${MEMBER}/${added.id}.pdf`, pdf.bytes, {
      contentType: 'application/pdf',
      upsert: false,
    })
  })

  it('removes the uploaded object again when the row is refused', async () => {
    const { client, storage, calls } = fakeClient({
      insert: { data: null, error: { code: '23514', message: 'Title too long' }, status: 400 },
    })
    const source = createSupabaseResourcesSource({
      memberId: MEMBER,
      loadClient: () => Promise.resolve(client),
      loadStorage: () => Promise.resolve(storage),
    })
    const refusal = source.addPdf(pdf)
    await expect(refusal).rejects.toBeInstanceOf(ResourcesSourceError)
    await expect(refusal).rejects.toMatchObject({ kind: 'invalid', message: 'Title too long' })
    expect(calls[0]).toMatch(/^upload /)
    expect(calls.slice(1)).toEqual(['insert pdf', calls[0]!.replace('upload', 'remove')])
  })

  it('deletes a PDF’s object, then its row; a link only its row', async () => {
    const { client, storage, calls } = fakeClient()
    const source = createSupabaseResourcesSource({
      memberId: MEMBER,
      loadClient: () => Promise.resolve(client),
      loadStorage: () => Promise.resolve(storage),
    })
    await source.remove({
      kind: 'pdf',
      id: 'r1',
      title: 'T',
      description: '',
      fileName: 'a.pdf',
      dateAdded: '2026-03-04',
    })
    await source.remove({
      kind: 'link',
      id: 'r2',
      title: 'T',
      description: '',
      url: 'https://a.b',
      dateAdded: '2026-03-04',
    })
    expect(calls).toEqual([`remove ${MEMBER}/r1.pdf`, 'delete r1', 'delete r2'])
  })

  it('opens a PDF through a signed URL valid for 60 seconds', async () => {
    const { client, storage, calls } = fakeClient()
    const open = vi.fn()
    const source = createSupabaseResourcesSource({
      memberId: MEMBER,
      loadClient: () => Promise.resolve(client),
      loadStorage: () => Promise.resolve(storage),
      open,
    })
    const result = await source.openPdf({
      kind: 'pdf',
      id: 'r1',
      title: 'T',
      description: '',
      fileName: 'a.pdf',
      dateAdded: '2026-03-04',
    })
    expect(result).toBe('opened')
    expect(calls).toEqual([`sign ${MEMBER}/r1.pdf 60`])
    expect(open).toHaveBeenCalledWith(`https://api.test/sign/${MEMBER}/r1.pdf?token=t`)
  })

  it('keeps a link typed without its scheme with https:// and refuses what is not a web address, asking nothing', async () => {
    const { client, storage, calls } = fakeClient()
    const source = createSupabaseResourcesSource({
      memberId: MEMBER,
      loadClient: () => Promise.resolve(client),
      loadStorage: () => Promise.resolve(storage),
    })
    expect(await source.addLink({ title: 'Page', description: '', url: 'example.org/page' })).toMatchObject({
      url: 'https://example.org/page',
    })
    await expect(source.addLink({ title: 'Bad', description: '', url: 'javascript:alert(1)' })).rejects.toMatchObject({
      kind: 'invalid',
    })
    expect(calls).toEqual(['insert link'])
  })
})
