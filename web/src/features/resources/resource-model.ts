import { addDays, format } from 'date-fns'
import { z } from 'zod/mini'

/** A PDF document kept by the person; its bytes live in IndexedDB under its id (see resource-files). */
export interface PdfResource {
  kind: 'pdf'
  /** Unique, URL-safe id (used in `/resources?item={id}`). */
  id: string
  title: string
  /** May be empty (the field is optional). */
  description: string
  /** The uploaded file's name, shown on the card. */
  fileName: string
  /** Local calendar date it was added, 'yyyy-MM-dd'. */
  dateAdded: string
}

/** An external web link kept by the person; `url` is always an http(s) URL. */
export interface LinkResource {
  kind: 'link'
  id: string
  title: string
  description: string
  url: string
  /** Local calendar date it was added, 'yyyy-MM-dd'. */
  dateAdded: string
}

/** Either kind of resource. */
export type Resource = PdfResource | LinkResource

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))
const pdfSchema = z.object({
  kind: z.literal('pdf'),
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  dateAdded: isoDate,
})
const linkSchema = z.object({
  kind: z.literal('link'),
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  dateAdded: isoDate,
})

/** The zod schema of one stored resource. */
export const resourceSchema = z.discriminatedUnion('kind', [pdfSchema, linkSchema])

/** Ids of the seeded PDFs: they have no stored file, their PDF is generated when opened. */
export const SAMPLE_PDF_IDS = ['pdf-daily-reflection', 'pdf-deep-conversation', 'pdf-community-guidelines'] as const

/** The 'yyyy-MM-dd' local date `days` days before `now`. */
function daysAgo(now: Date, days: number): string {
  return format(addDays(now, -days), 'yyyy-MM-dd')
}

/**
 * The seeded resources (3 PDFs, then 2 links), dated relative to `now` (2 to 21 days ago), so
 * the sample list always looks current. Deterministic for a given day.
 */
export function sampleResources(now: Date): Resource[] {
  return [
    {
      kind: 'pdf',
      id: SAMPLE_PDF_IDS[0],
      title: 'Daily Reflection Script',
      description: 'A short guided script for ten quiet minutes of reflection at the end of the day.',
      fileName: 'daily-reflection-script.pdf',
      dateAdded: daysAgo(now, 2),
    },
    {
      kind: 'pdf',
      id: SAMPLE_PDF_IDS[1],
      title: 'Deep Conversation Guide',
      description: 'Questions and listening practices for meaningful one-to-one conversations.',
      fileName: 'deep-conversation-guide.pdf',
      dateAdded: daysAgo(now, 9),
    },
    {
      kind: 'pdf',
      id: SAMPLE_PDF_IDS[2],
      title: 'Community Guidelines Handbook',
      description: 'How we keep Nexus a safe, respectful space for honest conversation.',
      fileName: 'community-guidelines-handbook.pdf',
      dateAdded: daysAgo(now, 21),
    },
    {
      kind: 'link',
      id: 'link-mindfulness',
      title: 'Getting Started with Mindfulness',
      description: 'A gentle introduction to mindfulness with simple practices to begin with.',
      url: 'https://www.mindful.org/meditation/mindfulness-getting-started/',
      dateAdded: daysAgo(now, 4),
    },
    {
      kind: 'link',
      id: 'link-greater-good',
      title: 'Greater Good Magazine',
      description: 'Science-based insights on gratitude, connection and a meaningful life.',
      url: 'https://greatergood.berkeley.edu/',
      dateAdded: daysAgo(now, 14),
    },
  ]
}

/** A new random resource id, e.g. 'res-3f2a…' (URL-safe). */
export function newResourceId(): string {
  return `res-${crypto.randomUUID()}`
}
