import { format, parseISO, subDays } from 'date-fns'
import { z } from 'zod/mini'
import { UUID_PATTERN } from '@/lib/stable-uuid'

/** The prompt saved with an entry written without one. */
export const NO_PROMPT = 'No prompt used'

/** Longest title kept, in characters. */
export const TITLE_MAX = 200
/** Longest entry text kept, in characters. */
export const CONTENT_MAX = 50_000
/** Longest tag kept, in characters. */
export const TAG_MAX = 40
/** Most tags on one entry. */
export const TAGS_MAX = 20

/**
 * An entry's id: a positive whole number (the sample entries, and entries a guest wrote before
 * entries got UUIDs) or a UUID (every entry written since, and every entry kept in the account).
 */
export type JournalEntryId = number | string

/** One journal entry. */
export interface JournalEntry {
  /** Unique; see {@link JournalEntryId}. */
  id: JournalEntryId
  title: string
  /** Local calendar date it was written, 'yyyy-MM-dd'. */
  date: string
  /** The prompt it answers, or 'No prompt used'. */
  prompt: string
  content: string
  /** Trimmed, non-empty, no two the same (ignoring case). */
  tags: string[]
  /** Starts false; flipped from the card or the detail dialog. */
  favorite: boolean
}

/** What the New Entry and Edit Entry form gives: the entry's text, prompt and tags. */
export interface JournalDraft {
  title: string
  content: string
  prompt: string
  tags: string[]
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
export { isUuid } from '@/lib/stable-uuid'

/** The zod schema of an entry id: a positive whole number or a UUID. */
export const journalEntryIdSchema = z.union([
  z.number().check(z.int(), z.positive()),
  z.string().check(z.regex(UUID_PATTERN, { error: 'Expected a positive whole number or a UUID' })),
])

/** The zod schema of one stored or imported entry. */
export const journalEntrySchema = z.object({
  id: journalEntryIdSchema,
  title: z.string().check(z.maxLength(TITLE_MAX)),
  date: z.string().check(z.regex(ISO_DATE)),
  prompt: z.string(),
  content: z.string().check(z.maxLength(CONTENT_MAX)),
  tags: z.array(z.string().check(z.maxLength(TAG_MAX))).check(z.maxLength(TAGS_MAX)),
  favorite: z.boolean(),
})

/** True when no two entries share an id (UUIDs compared ignoring case). */
export function hasUniqueIds(entries: readonly { id: JournalEntryId }[]): boolean {
  return new Set(entries.map((e) => (typeof e.id === 'string' ? e.id.toLowerCase() : e.id))).size === entries.length
}

/** The zod schema of a list of entries: every entry valid and every id different. */
export const journalEntriesSchema = z
  .array(journalEntrySchema)
  .check(z.refine((entries) => hasUniqueIds(entries), { error: 'Two entries share an id' }))

/**
 * A numbered id for a new entry: the highest numbered id in `entries` plus 1 (1 when there is
 * none; UUIDs are not counted), so ids never collide after deletes.
 */
export function nextEntryId(entries: readonly { id: JournalEntryId }[]): number {
  let max = 0
  for (const entry of entries) if (typeof entry.id === 'number' && entry.id > max) max = entry.id
  return max + 1
}

/** An entry's date for display, e.g. 'Mar 4, 2025', from 'yyyy-MM-dd' (the raw text when it is not a date). */
export function displayDate(date: string): string {
  const parsed = parseISO(date)
  return Number.isNaN(parsed.getTime()) ? date : format(parsed, 'MMM d, yyyy')
}

/**
 * Adds `raw` to `tags` by the journal's tag rule: the tag is trimmed, and ignored when it is
 * then empty, already present (ignoring case), longer than {@link TAG_MAX} characters, or the
 * entry already has {@link TAGS_MAX} tags. Returns the new list, or the same list when ignored.
 */
export function addTag(tags: readonly string[], raw: string): readonly string[] {
  const tag = raw.trim()
  if (tag === '' || tag.length > TAG_MAX || tags.length >= TAGS_MAX) return tags
  const lower = tag.toLowerCase()
  if (tags.some((t) => t.toLowerCase() === lower)) return tags
  return [...tags, tag]
}

/** The text an entry is searched in: title, content and tags, lower-cased. */
export function searchText(entry: JournalEntry): string {
  return `${entry.title}\n${entry.content}\n${entry.tags.join('\n')}`.toLowerCase()
}

/**
 * The entries whose title, content or any tag contains `term`, ignoring case (the term is
 * trimmed; a blank term keeps every entry). Order is kept. `haystacks` may give each entry's
 * precomputed {@link searchText}, in the same order, to make repeated searches cheap.
 */
export function filterEntries(
  entries: readonly JournalEntry[],
  term: string,
  haystacks?: readonly string[],
): JournalEntry[] {
  const needle = term.trim().toLowerCase()
  if (needle === '') return [...entries]
  return entries.filter((entry, i) => (haystacks?.[i] ?? searchText(entry)).includes(needle))
}

/** The 'yyyy-MM-dd' local date `days` days before `now`. */
function daysAgo(now: Date, days: number): string {
  return format(subDays(now, days), 'yyyy-MM-dd')
}

/** The sample entries everyone starts with, newest first, dated 1, 3 and 6 days before `now`. */
export function sampleEntries(now: Date): JournalEntry[] {
  return [
    {
      id: 3,
      title: 'Grateful for small things',
      date: daysAgo(now, 1),
      prompt: 'What are three things you are grateful for today, and why do they matter to you?',
      content:
        'The smell of coffee before anyone else was awake. A message from an old friend that made me laugh out loud. The ten minutes of sunlight on the balcony after lunch. None of these were big, but together they made the day feel gentle.',
      tags: ['gratitude', 'morning'],
      favorite: true,
    },
    {
      id: 2,
      title: 'A hard conversation',
      date: daysAgo(now, 3),
      prompt: 'What challenge are you facing right now, and what is it teaching you?',
      content:
        'I finally told my sister how I felt about last summer. My voice shook, and I almost changed the subject twice. She listened. We did not solve everything, but something loosened. I am learning that saying the true thing kindly is better than saying nothing.',
      tags: ['relationships', 'growth'],
      favorite: false,
    },
    {
      id: 1,
      title: 'Evening walk',
      date: daysAgo(now, 6),
      prompt: NO_PROMPT,
      content:
        'Walked without headphones for once. Noticed how many thoughts were queued up, waiting for a quiet moment. Most of them were worries about things that may never happen.',
      tags: ['reflection'],
      favorite: false,
    },
  ]
}
