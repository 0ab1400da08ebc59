import { format } from 'date-fns'
import { displayDate, NO_PROMPT, type JournalEntry } from './journal-model'

/** Options of {@link buildJournalPdf}. */
export interface JournalPdfOptions {
  /** When the export was made (shown under the heading). */
  now?: Date
  /** Deflate the page streams (default true; tests turn it off to read the text). */
  compress?: boolean
}

/** Characters the PDF's standard fonts can draw beyond Latin-1 (the Windows-1252 extras). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/**
 * `text` made drawable by the PDF's standard fonts: characters outside Windows-1252 (emoji,
 * most non-Latin scripts) become '?', tabs become spaces, and Windows line ends become '\n'.
 */
export function pdfSafeText(text: string): string {
  let out = ''
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ')) {
    const code = char.codePointAt(0)!
    out +=
      char === '\n' || (code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0)) || WIN_ANSI_EXTRAS.has(char)
        ? char
        : '?'
  }
  return out
}

const PAGE = { margin: 56, footer: 28 } as const

/**
 * The journal as an A4 PDF (bytes): a 'Nexus Journal' heading with the export date and the
 * number of entries, then each entry in the given order with its title, date (and 'Favourite'),
 * prompt in quotes (unless 'No prompt used'), content and #tags. Long text is wrapped to the
 * page width and continues on new pages; every page is numbered 'Page n of m'. jsPDF is loaded
 * only when this runs.
 */
export async function buildJournalPdf(
  entries: readonly JournalEntry[],
  { now = new Date(), compress = true }: JournalPdfOptions = {},
): Promise<ArrayBuffer> {
  const { jsPDF } = await import('jspdf')
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress })
  doc.setProperties({ title: 'Nexus Journal', creator: 'Nexus' })
  const pageWidth = doc.internal.pageSize.getWidth()
  const pageHeight = doc.internal.pageSize.getHeight()
  const width = pageWidth - PAGE.margin * 2
  const bottom = pageHeight - PAGE.margin
  let y = PAGE.margin

  /** Writes wrapped text at the cursor in the given style, breaking pages as needed. */
  const write = (text: string, size: number, style: 'normal' | 'bold' | 'italic', grey = false) => {
    doc.setFont('helvetica', style)
    doc.setFontSize(size)
    doc.setTextColor(grey ? 90 : 20)
    const lineHeight = size * 1.35
    for (const paragraph of pdfSafeText(text).split('\n')) {
      const lines = paragraph === '' ? [''] : (doc.splitTextToSize(paragraph, width) as string[])
      for (const line of lines) {
        if (y + lineHeight > bottom) {
          doc.addPage()
          y = PAGE.margin
        }
        doc.text(line, PAGE.margin, y, { baseline: 'top' })
        y += lineHeight
      }
    }
  }
  const gap = (points: number) => {
    y += points
  }

  write('Nexus Journal', 20, 'bold')
  write(
    `Exported ${format(now, 'MMM d, yyyy')} - ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`,
    10,
    'normal',
    true,
  )
  gap(12)
  if (entries.length === 0) write('No journal entries.', 11, 'normal')

  entries.forEach((entry, index) => {
    if (index > 0) {
      gap(6)
      if (y + 40 > bottom) {
        doc.addPage()
        y = PAGE.margin
      } else {
        doc.setDrawColor(200)
        doc.line(PAGE.margin, y, pageWidth - PAGE.margin, y)
        gap(12)
      }
    }
    write(entry.title, 14, 'bold')
    write(`${displayDate(entry.date)}${entry.favorite ? ' - Favourite' : ''}`, 10, 'normal', true)
    gap(4)
    if (entry.prompt && entry.prompt !== NO_PROMPT) {
      write(`"${entry.prompt}"`, 11, 'italic', true)
      gap(4)
    }
    write(entry.content, 11, 'normal')
    if (entry.tags.length > 0) {
      gap(4)
      write(entry.tags.map((t) => `#${t}`).join('  '), 10, 'normal', true)
    }
  })

  const pages = doc.getNumberOfPages()
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page)
    doc.setFont('helvetica', 'normal')
    doc.setFontSize(9)
    doc.setTextColor(90)
    doc.text(`Page ${page} of ${pages}`, pageWidth / 2, pageHeight - PAGE.footer, { align: 'center' })
  }
  return doc.output('arraybuffer')
}
