/** Makes `text` safe inside a PDF literal string: printable ASCII only, with \ ( ) escaped. */
function pdfText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, (ch) => (/\s/.test(ch) ? ' ' : /[\u0300-\u036f]/.test(ch) ? '' : '?'))
    .replace(/[\\()]/g, (ch) => `\\${ch}`)
}

/** Splits `text` into lines of at most `width` characters, at spaces where possible. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word
    while (rest.length > width) {
      if (line) lines.push(line)
      lines.push(rest.slice(0, width))
      rest = rest.slice(width)
      line = ''
    }
    if (!line) line = rest
    else if (line.length + 1 + rest.length <= width) line += ` ${rest}`
    else {
      lines.push(line)
      line = rest
    }
  }
  if (line) lines.push(line)
  return lines
}

/**
 * A small, valid one-page PDF (US Letter, Helvetica) showing `title` in 20 pt and each of
 * `paragraphs` in 12 pt below it, wrapped at 80 characters. Characters outside printable ASCII
 * are simplified (accents dropped) or shown as '?'. The bytes start with '%PDF-1.4'.
 */
export function buildSimplePdf(title: string, paragraphs: readonly string[] = []): Uint8Array<ArrayBuffer> {
  const ops = [`BT /F1 20 Tf 72 720 Td (${pdfText(title)}) Tj ET`]
  let y = 688
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, 80)) {
      if (y < 72) break
      ops.push(`BT /F1 12 Tf 72 ${y} Td (${pdfText(line)}) Tj ET`)
      y -= 16
    }
    y -= 8
  }
  const content = ops.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]
  // Every character is ASCII, so string offsets are byte offsets.
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(pdf.length)
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}
