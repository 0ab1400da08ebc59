import 'fake-indexeddb/auto'
import { clear } from 'idb-keyval'
import { vi } from 'vitest'
import { BLOB_URL_LIFETIME_MS, openPdfResource, samplePdfBytes } from './open-pdf'
import { saveResourceFile } from './resource-files'
import { sampleResources, type PdfResource } from './resource-model'

const uploaded: PdfResource = {
  kind: 'pdf',
  id: 'res-up',
  title: 'Mine',
  description: '',
  fileName: 'mine.pdf',
  dateAdded: '2025-01-01',
}
const sample = sampleResources(new Date(2025, 0, 10))[0] as PdfResource

const { createObjectURL, revokeObjectURL } = URL
let blobs: Blob[]
let open: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  blobs = []
  let n = 0
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob)
    return `blob:test/${++n}`
  })
  URL.revokeObjectURL = vi.fn()
  open = vi.spyOn(window, 'open').mockReturnValue(null)
})
afterEach(async () => {
  URL.createObjectURL = createObjectURL
  URL.revokeObjectURL = revokeObjectURL
  vi.useRealTimers()
  vi.unstubAllGlobals()
  await clear()
})

const blobText = async (blob: Blob | undefined) => new TextDecoder().decode(await blob!.arrayBuffer())

describe('Open PDF', () => {
  it('opens the stored file as a PDF blob URL in a new tab and revokes the URL a minute later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await saveResourceFile('res-up', new TextEncoder().encode('%PDF-1.4 mine').buffer)
    expect(await openPdfResource(uploaded)).toBe('opened')
    expect(open).toHaveBeenCalledWith('blob:test/1', '_blank', 'noopener,noreferrer')
    expect(blobs[0]?.type).toBe('application/pdf')
    expect(await blobText(blobs[0])).toBe('%PDF-1.4 mine')
    expect(URL.revokeObjectURL).not.toHaveBeenCalled()
    vi.advanceTimersByTime(BLOB_URL_LIFETIME_MS)
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1')
  })

  it('generates a real PDF with the title for a seeded resource', async () => {
    expect(await openPdfResource(sample)).toBe('opened')
    const text = await blobText(blobs[0])
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text).toContain('(Daily Reflection Script) Tj')
    expect(new TextDecoder().decode(samplePdfBytes(sample))).toBe(text)
  })

  it('says when an uploaded file is missing, or IndexedDB is unavailable, and opens nothing', async () => {
    expect(await openPdfResource(uploaded)).toBe('missing')
    vi.stubGlobal('indexedDB', undefined)
    expect(await openPdfResource(uploaded)).toBe('unavailable')
    expect(open).not.toHaveBeenCalled()
    // The seeded PDFs are generated, so they still open.
    expect(await openPdfResource(sample)).toBe('opened')
  })
})
