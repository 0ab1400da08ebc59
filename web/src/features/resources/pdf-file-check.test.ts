// @vitest-environment node
import { buildSimplePdf } from './simple-pdf'
import { checkPdf, hasPdfHeader, MAX_PDF_BYTES, readPdfFile } from './pdf-file-check'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('PDF header and size', () => {
  it('recognises the %PDF- header only at the start', () => {
    expect(MAX_PDF_BYTES).toBe(20 * 1024 * 1024)
    expect(hasPdfHeader(bytes('%PDF-1.7\n'))).toBe(true)
    expect(hasPdfHeader(bytes('%PDF-'))).toBe(true)
    expect(hasPdfHeader(bytes('%PDF'))).toBe(false)
    expect(hasPdfHeader(bytes(' %PDF-1.7'))).toBe(false)
    expect(hasPdfHeader(bytes('%pdf-1.7'))).toBe(false)
    expect(hasPdfHeader(bytes('PK\u0003\u0004'))).toBe(false)
    expect(hasPdfHeader(new Uint8Array())).toBe(false)
  })

  it('accepts a PDF of exactly 20 MB and refuses one byte more, before looking at the content', () => {
    expect(checkPdf('a.pdf', MAX_PDF_BYTES, bytes('%PDF-'))).toEqual({ ok: true })
    expect(checkPdf('big.pdf', MAX_PDF_BYTES + 1, bytes('%PDF-'))).toEqual({
      ok: false,
      problem: { title: 'File too large', description: '"big.pdf" is 20.0 MB. PDF files can be at most 20 MB.' },
    })
    expect(checkPdf('big.pdf', 31 * 1024 * 1024, bytes('nope'))).toMatchObject({
      problem: { title: 'File too large', description: '"big.pdf" is 31.0 MB. PDF files can be at most 20 MB.' },
    })
  })

  it('refuses content that is not a PDF', () => {
    expect(checkPdf('notes.pdf', 5, bytes('hello'))).toEqual({
      ok: false,
      problem: { title: 'Not a PDF file', description: '"notes.pdf" is not a PDF document. Please choose a PDF file.' },
    })
    expect(checkPdf('empty.pdf', 0, new Uint8Array())).toMatchObject({ problem: { title: 'Not a PDF file' } })
  })
})

describe('readPdfFile', () => {
  it('reads a real PDF whole', async () => {
    const pdf = buildSimplePdf('Hello')
    const result = await readPdfFile(new File([pdf], 'hello.pdf', { type: 'application/pdf' }))
    expect(result.ok).toBe(true)
    if (result.ok) expect(Array.from(new Uint8Array(result.bytes))).toEqual(Array.from(pdf))
  })

  it('refuses a text file renamed .pdf and an empty file', async () => {
    const renamed = await readPdfFile(new File(['just some text'], 'fake.pdf', { type: 'application/pdf' }))
    expect(renamed).toMatchObject({ ok: false, problem: { title: 'Not a PDF file' } })
    expect(await readPdfFile(new File([], 'empty.pdf'))).toMatchObject({ ok: false })
  })

  it('refuses a file over 20 MB without reading it', async () => {
    const huge = {
      name: 'huge.pdf',
      size: MAX_PDF_BYTES + 1,
      slice: () => {
        throw new Error('must not be read')
      },
      arrayBuffer: () => Promise.reject(new Error('must not be read')),
    } as unknown as File
    expect(await readPdfFile(huge)).toMatchObject({ ok: false, problem: { title: 'File too large' } })
  })

  it('reports a read failure as a problem instead of throwing', async () => {
    const broken = {
      name: 'broken.pdf',
      size: 10,
      slice: () => ({ arrayBuffer: () => Promise.reject(new Error('gone')) }),
    } as unknown as File
    expect(await readPdfFile(broken)).toEqual({
      ok: false,
      problem: { title: 'Could not read the file', description: '"broken.pdf" could not be read. Please try again.' },
    })
  })
})
