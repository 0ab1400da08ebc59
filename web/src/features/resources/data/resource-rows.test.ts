// @vitest-environment node
import { NETWORK_MESSAGE, pdfStoragePath, resourceFromRow, resourcesErrorFrom } from './resource-rows'

describe('resource rows', () => {
  const base = { id: 'r1', title: 'Guide', description: 'About it', created_at: '2026-03-04T10:00:00+00:00' }

  it('reads a link and a PDF, dated by the local day they were added', () => {
    expect(
      resourceFromRow({ ...base, kind: 'link', url: 'https://example.org', file_name: null, storage_path: null }),
    ).toEqual({
      resource: {
        kind: 'link',
        id: 'r1',
        title: 'Guide',
        description: 'About it',
        url: 'https://example.org',
        dateAdded: '2026-03-04',
      },
      storagePath: null,
    })
    expect(
      resourceFromRow({
        ...base,
        kind: 'pdf',
        url: null,
        file_name: 'g.pdf',
        storage_path: 'u/r1.pdf',
        description: null,
      }),
    ).toEqual({
      resource: { kind: 'pdf', id: 'r1', title: 'Guide', description: '', fileName: 'g.pdf', dateAdded: '2026-03-04' },
      storagePath: 'u/r1.pdf',
    })
  })

  it.each([
    null,
    'text',
    { ...base, kind: 'video', url: 'https://example.org' },
    { ...base, kind: 'link', url: null },
    { ...base, kind: 'pdf', file_name: 'g.pdf', storage_path: null },
    { ...base, kind: 'link', url: 'https://example.org', created_at: 'yesterday' },
  ])('ignores the malformed row %j', (row) => {
    expect(resourceFromRow(row)).toBeNull()
  })

  it('keeps a PDF at <user id>/<resource id>.pdf', () => {
    expect(pdfStoragePath('user-1', 'res-1')).toBe('user-1/res-1.pdf')
  })

  it('says the server could not be reached for a failed request, gives a check its reason, else the server’s message', () => {
    expect(resourcesErrorFrom({ message: 'TypeError: Failed to fetch' }, 0)).toMatchObject({
      kind: 'failed',
      message: NETWORK_MESSAGE,
    })
    expect(resourcesErrorFrom({ message: '' }, 500)).toMatchObject({ kind: 'failed', message: NETWORK_MESSAGE })
    expect(resourcesErrorFrom({ code: '23514', message: 'Title too long' }, 400)).toMatchObject({
      kind: 'invalid',
      message: 'Title too long',
    })
    expect(resourcesErrorFrom({ message: 'The object exceeded the maximum allowed size' }, 413)).toMatchObject({
      kind: 'failed',
      message: 'The object exceeded the maximum allowed size',
    })
  })
})
