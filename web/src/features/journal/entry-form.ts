import { z } from 'zod/mini'
import { CONTENT_MAX, TITLE_MAX, type JournalDraft, type JournalEntry } from './journal-model'

/**
 * The New Entry / Edit Entry form: a title (trimmed, required, at most 200 characters), the
 * thoughts (trimmed, required, at most 50,000 characters), the prompt and the tags.
 */
export const entryFormSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Please enter a title' }),
      z.maxLength(TITLE_MAX, { error: `Keep the title under ${TITLE_MAX} characters` }),
    ),
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Please write your thoughts' }),
      z.maxLength(CONTENT_MAX, { error: 'This entry is too long (50,000 characters at most)' }),
    ),
  prompt: z.string(),
  tags: z.array(z.string()),
})

/** Values of the entry form. */
export type EntryFormValues = JournalDraft

/** The form's starting values: the entry's own when editing, else empty with `prompt`. */
export function entryFormDefaults(entry: JournalEntry | null, prompt: string): EntryFormValues {
  return entry
    ? { title: entry.title, content: entry.content, prompt: entry.prompt, tags: [...entry.tags] }
    : { title: '', content: '', prompt, tags: [] }
}
