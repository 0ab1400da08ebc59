// The journal's zod schemas: read only with saved or imported entries (the journal store imports
// them on demand), so a page that shows entries never evaluates zod for them.
import { z } from 'zod/mini'
import { UUID_PATTERN } from '@/lib/stable-uuid'
import { CONTENT_MAX, hasUniqueIds, TAG_MAX, TAGS_MAX, TITLE_MAX, type JournalEntry } from './journal-model'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

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

/** The zod schema of a list of entries: every entry valid and every id different. */
export const journalEntriesSchema = z
  .array(journalEntrySchema)
  .check(z.refine((entries) => hasUniqueIds(entries), { error: 'Two entries share an id' }))

/** The zod schema of the journal store's saved data: its entries. */
export const journalDataSchema: z.ZodMiniType<{ entries: JournalEntry[] }> = z.object({ entries: journalEntriesSchema })
