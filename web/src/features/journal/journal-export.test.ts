import {
  NOT_A_JOURNAL,
  buildJournalExport,
  downloadJournalJson,
  downloadJournalPdf,
  importJournalFile,
  journalFileName,
  parseJournalImport,
} from './journal-export'
import { buildJournalPdf, pdfSafeText } from './journal-pdf'
import { useJournalStore } from './journal-store'

const entries = () => useJournalStore.getState().entries
const asFile = (data: unknown) => new Blob([typeof data === 'string' ? data : JSON.stringify(data)])

/** Bytes as text, one character per byte (how PDF syntax is read). */
function latin1(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  let out = ''
  for (let i = 0; i < view.length; i += 8192) out += String.fromCharCode(...view.subarray(i, i + 8192))
  return out
}

/** Inflates one zlib (FlateDecode) stream; null when it is not one. */
async function inflate(raw: string): Promise<string | null> {
  const bytes = Uint8Array.from(raw, (c) => c.charCodeAt(0))
  try {
    const stream = new Response(bytes).body!.pipeThrough(new DecompressionStream('deflate'))
    return latin1(await new Response(stream).arrayBuffer())
  } catch {
    return null
  }
}

/** The text of a PDF with its deflated streams inflated, so drawn strings can be searched. */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const raw = latin1(bytes)
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => m[1]!)
  const inflated = await Promise.all(streams.map(inflate))
  return [raw, ...inflated].join('\n')
}

/** Captures what downloadBlob saves: the file name and the blob. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = []
  let last: Blob | null = null
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob
    return 'blob:test'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: last! })
  })
  return saved
}

describe('journal JSON export and import', () => {
  it('exports every entry losslessly in the nexus-journal envelope', () => {
    useJournalStore.getState().addEntry({ title: 'T', content: 'C', prompt: 'P?', tags: ['a', 'b'] })
    const now = new Date('2025-03-04T10:00:00Z')
    const data = buildJournalExport(entries(), now)
    expect(data).toEqual({ format: 'nexus-journal', version: 1, exportedAt: now.toISOString(), entries: entries() })
    expect(journalFileName('json', new Date(2025, 2, 4))).toBe('nexus-journal-2025-03-04.json')
  })

  it('round trip: export, delete all, import gives the same journal', async () => {
    useJournalStore.getState().toggleFavorite(2)
    useJournalStore
      .getState()
      .addEntry({ title: 'Ünïcode “quotes”', content: 'Line 1\nLine 2 🌙', prompt: '', tags: ['x'] })
    const before = structuredClone(entries())
    const saved = captureDownloads()
    downloadJournalJson()
    expect(saved).toHaveLength(1)
    expect(saved[0]!.name).toMatch(/^nexus-journal-\d{4}-\d{2}-\d{2}\.json$/)
    const text = await saved[0]!.blob.text()

    useJournalStore.getState().deleteAll()
    expect(await importJournalFile(new Blob([text]))).toEqual({ added: 4, replaced: 0 })
    expect(entries()).toEqual(before)
  })

  it('merges by id: an imported entry replaces the same id, others are added', async () => {
    const file = buildJournalExport([
      { ...entries()[0]!, title: 'Imported version', favorite: false },
      {
        id: 10,
        title: 'From elsewhere',
        date: '2024-12-31',
        prompt: 'No prompt used',
        content: 'x',
        tags: [],
        favorite: true,
      },
    ])
    expect(await importJournalFile(asFile(file))).toEqual({ added: 1, replaced: 1 })
    expect(entries().map((e) => [e.id, e.title])).toEqual([
      [10, 'From elsewhere'],
      [3, 'Imported version'],
      [2, 'A hard conversation'],
      [1, 'Evening walk'],
    ])
    // New entries after an import still get unique ids.
    expect(useJournalStore.getState().addEntry({ title: 'n', content: 'c', prompt: '', tags: [] })?.id).toBe(11)
  })

  it.each([
    ['not JSON', 'hello, world', `${NOT_A_JOURNAL} It is not a JSON file.`],
    ['another JSON file', JSON.stringify({ format: 'nexus-member-data', version: 1 }), NOT_A_JOURNAL],
    ['a JSON array', '[1, 2]', NOT_A_JOURNAL],
    [
      'a newer version',
      JSON.stringify({ format: 'nexus-journal', version: 2, exportedAt: '', entries: [] }),
      'This journal export has version 2; this app reads version 1.',
    ],
  ])('refuses %s with a clear message and changes nothing', async (_, text, message) => {
    const before = structuredClone(entries())
    expect(parseJournalImport(text)).toEqual({ ok: false, error: message })
    await expect(importJournalFile(asFile(text))).rejects.toThrow(message)
    expect(entries()).toEqual(before)
  })

  it('refuses damaged entries (bad date, duplicate ids, missing field) and changes nothing', async () => {
    const before = structuredClone(entries())
    const good = entries()[0]!
    const bad: unknown[][] = [
      [{ ...good, date: '04/03/2025' }],
      [good, { ...good, title: 'twin' }],
      [{ ...good, tags: undefined }],
      [{ ...good, id: -1 }],
    ]
    for (const list of bad) {
      const result = parseJournalImport(
        JSON.stringify({ format: 'nexus-journal', version: 1, exportedAt: '', entries: list }),
      )
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.error).toMatch(/^This journal export is damaged/)
      await expect(
        importJournalFile(asFile({ format: 'nexus-journal', version: 1, exportedAt: '', entries: list })),
      ).rejects.toThrow(/damaged/)
    }
    expect(entries()).toEqual(before)
  })

  it('refuses a file over 20 MB without reading it', async () => {
    const big = {
      size: 20 * 1024 * 1024 + 1,
      text: () => Promise.reject(new Error('should not read')),
    } as unknown as Blob
    await expect(importJournalFile(big)).rejects.toThrow('larger than 20 MB')
  })
})

describe('journal PDF export', () => {
  it('makes a real PDF with each entry title, date, prompt, content and tags', async () => {
    const bytes = await buildJournalPdf(entries(), { now: new Date(2025, 2, 4), compress: false })
    const text = latin1(bytes)
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text).toContain('(Nexus Journal)')
    for (const entry of entries()) expect(text).toContain(`(${entry.title})`)
    expect(text).toContain('Mar 4, 2025')
    expect(text).toContain('#gratitude  #morning')
    expect(text).toContain('What are three things you are grateful for today')
    expect(text).toContain('Page 1 of 1')
  })

  it('wraps long text and paginates', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `Sentence number ${i} about a long day.`).join(' ')
    useJournalStore.getState().addEntry({ title: 'Very long entry', content: long, prompt: '', tags: [] })
    const bytes = await buildJournalPdf(entries(), { compress: false })
    const text = latin1(bytes)
    const pages = Number(/\/Count (\d+)/.exec(text)?.[1])
    expect(pages).toBeGreaterThan(2)
    expect(text).toContain(`Page ${pages} of ${pages}`)
    expect(text).toContain('Sentence number 399 about a long day.')
  })

  it('downloads a compressed PDF whose streams hold the titles', async () => {
    const saved = captureDownloads()
    await downloadJournalPdf()
    expect(saved[0]!.name).toMatch(/^nexus-journal-\d{4}-\d{2}-\d{2}\.pdf$/)
    expect(saved[0]!.blob.type).toBe('application/pdf')
    const bytes = await saved[0]!.blob.arrayBuffer()
    expect(latin1(bytes).slice(0, 5)).toBe('%PDF-')
    expect(await pdfText(bytes)).toContain('(Grateful for small things)')
  })

  it('replaces characters the PDF fonts cannot draw', () => {
    expect(pdfSafeText('café “ok” – 🌙\tx\r\ny')).toBe('café “ok” – ?    x\ny')
  })
})
