/** The largest PDF accepted: 20 MB (20 * 1024 * 1024 bytes). */
export const MAX_PDF_BYTES = 20 * 1024 * 1024

/** The bytes every PDF file starts with: '%PDF-'. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const

/** Why a file was refused, as the destructive toast shows it. */
export interface FileProblem {
  title: string
  description: string
}

/** The result of a PDF check: ok, or the problem to show. */
export type PdfCheck = { ok: true } | { ok: false; problem: FileProblem }

/** True when `bytes` starts with the PDF header '%PDF-'. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, i) => bytes[i] === byte)
}

/** '{n} MB' with one decimal, for messages. */
function megabytes(size: number): string {
  return `${(size / (1024 * 1024)).toFixed(1)} MB`
}

/**
 * Checks a file named `name` of `size` bytes whose first bytes are `head`: refused when over
 * {@link MAX_PDF_BYTES} ('File too large') or when it does not start with '%PDF-' ('Not a PDF
 * file'; an empty file too). The size is checked first, so a huge file is never read.
 */
export function checkPdf(name: string, size: number, head: Uint8Array): PdfCheck {
  if (size > MAX_PDF_BYTES) {
    return {
      ok: false,
      problem: {
        title: 'File too large',
        description: `"${name}" is ${megabytes(size)}. PDF files can be at most 20 MB.`,
      },
    }
  }
  if (!hasPdfHeader(head)) {
    return {
      ok: false,
      problem: {
        title: 'Not a PDF file',
        description: `"${name}" is not a PDF document. Please choose a PDF file.`,
      },
    }
  }
  return { ok: true }
}

/** The whole file as bytes, or the problem that refuses it. */
export type PdfRead = { ok: true; bytes: ArrayBuffer } | { ok: false; problem: FileProblem }

/**
 * Reads `file` as a PDF: the size first (over 20 MB is refused unread), then its first 5 bytes
 * (must be '%PDF-'), then the whole file. Never throws: a read failure is a problem too.
 */
export async function readPdfFile(file: Blob & { name: string }): Promise<PdfRead> {
  try {
    if (file.size > MAX_PDF_BYTES) {
      const check = checkPdf(file.name, file.size, new Uint8Array())
      if (!check.ok) return check
    }
    const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer())
    const check = checkPdf(file.name, file.size, head)
    if (!check.ok) return check
    return { ok: true, bytes: await file.arrayBuffer() }
  } catch {
    return {
      ok: false,
      problem: { title: 'Could not read the file', description: `"${file.name}" could not be read. Please try again.` },
    }
  }
}
