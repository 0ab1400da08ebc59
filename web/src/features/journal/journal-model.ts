import { format, parseISO, subDays } from 'date-fns'

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

export { isUuid } from '@/lib/stable-uuid'

/** True when no two entries share an id (UUIDs compared ignoring case). */
export function hasUniqueIds(entries: readonly { id: JournalEntryId }[]): boolean {
  return new Set(entries.map((e) => (typeof e.id === 'string' ? e.id.toLowerCase() : e.id))).size === entries.length
}

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

/** The 'Missing information' toast of a save without a title or content. */
export const MISSING_INFORMATION = {
  title: 'Missing information',
  description: 'Please provide both a title and content for your journal entry',
} as const

/**
 * A draft cleaned up for saving: title and content trimmed, a blank prompt becomes 'No prompt
 * used', tags re-applied through the tag rule (trimmed, no empty or duplicate). Null when the
 * title or content is blank (the 'Missing information' rule).
 */
export function cleanDraft(draft: JournalDraft): JournalDraft | null {
  const title = draft.title.trim()
  const content = draft.content.trim()
  if (title === '' || content === '') return null
  const prompt = draft.prompt.trim() || NO_PROMPT
  const tags = draft.tags.reduce<readonly string[]>((list, tag) => addTag(list, tag), [])
  return { title, content, prompt, tags: [...tags] }
}

/** The most characters of an entry's text a card shows: more than three lines of the widest card at 12 px. */
export const CARD_EXCERPT_MAX = 640

/**
 * The start of an entry's text for its card (which shows three lines): at most
 * {@link CARD_EXCERPT_MAX} characters, never ending in half a surrogate pair. The card clamps it
 * and adds the ellipsis; the whole text is in the entry's dialog. Laying out only this much keeps
 * re-listing cards cheap, whatever the entries' length (up to 50,000 characters).
 */
export function cardExcerpt(content: string): string {
  if (content.length <= CARD_EXCERPT_MAX) return content
  const cut = content.slice(0, CARD_EXCERPT_MAX)
  const last = cut.charCodeAt(cut.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut
}

/** The text an entry is searched in: title, content and tags, lower-cased. */
export function searchText(entry: JournalEntry): string {
  return `${entry.title}\n${entry.content}\n${entry.tags.join('\n')}`.toLowerCase()
}

/** A search already made over one list of search texts: its needle and the indexes it matched, in order. */
interface PastSearch {
  needle: string
  indexes: number[]
}

/** The last search made over each list of search texts (dropped with the list). */
const lastSearch = new WeakMap<readonly string[], PastSearch>()

/**
 * The indexes of the `haystacks` that contain `needle` (lower-case, not blank), in order. When
 * the last search over the same list was for a part of `needle` (typing on), only its matches
 * are looked at again: a text that contains the longer needle contains the shorter one.
 */
export function searchIndexes(haystacks: readonly string[], needle: string): number[] {
  const previous = lastSearch.get(haystacks)
  const candidates = previous && needle.includes(previous.needle) ? previous.indexes : haystacks.keys()
  const indexes: number[] = []
  for (const i of candidates) if (haystacks[i]?.includes(needle)) indexes.push(i)
  lastSearch.set(haystacks, { needle, indexes })
  return indexes
}

/**
 * The entries whose title, content or any tag contains `term`, ignoring case (the term is
 * trimmed; a blank term keeps every entry). Order is kept. `haystacks` may give each entry's
 * precomputed {@link searchText}, in the same order (the same array from one keystroke to the
 * next), to make repeated searches cheap: see {@link searchIndexes}.
 */
export function filterEntries(
  entries: readonly JournalEntry[],
  term: string,
  haystacks?: readonly string[],
): JournalEntry[] {
  const needle = term.trim().toLowerCase()
  if (needle === '') return [...entries]
  if (!haystacks) return entries.filter((entry) => searchText(entry).includes(needle))
  return searchIndexes(haystacks, needle).flatMap((i) => entries[i] ?? [])
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
