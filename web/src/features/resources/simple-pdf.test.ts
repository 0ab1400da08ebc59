// @vitest-environment node
import { buildSimplePdf } from './simple-pdf'

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe('buildSimplePdf', () => {
  it('writes a PDF whose xref offsets point at each object', () => {
    const pdf = text(buildSimplePdf('Daily Reflection Script', ['A short guide.']))
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(pdf).toContain('(Daily Reflection Script) Tj')
    expect(pdf).toContain('(A short guide.) Tj')
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1])
    expect(pdf.slice(startxref).startsWith('xref\n0 6\n')).toBe(true)
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets).toHaveLength(5)
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true))
    const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(pdf)?.[1])
    const streamStart = pdf.indexOf('stream\n') + 'stream\n'.length
    expect(pdf.slice(streamStart + length)).toMatch(/^\nendstream/)
  })

  it('escapes brackets and backslashes and keeps the file ASCII', () => {
    const bytes = buildSimplePdf('Notes (draft) \\ Café ✓')
    expect(text(bytes)).toContain('(Notes \\(draft\\) \\\\ Cafe ?) Tj')
    expect(bytes.every((b) => b < 0x80)).toBe(true)
  })

  it('wraps long paragraphs at 80 characters', () => {
    const pdf = text(buildSimplePdf('T', ['word '.repeat(40)]))
    const lines = [...pdf.matchAll(/12 Tf 72 \d+ Td \((.*)\) Tj/g)].map((m) => m[1]!)
    expect(lines.length).toBeGreaterThan(1)
    lines.forEach((line) => expect(line.length).toBeLessThanOrEqual(80))
  })
})
