import { z } from 'zod/mini'
import { REPORT_NOTE_MAX, REPORT_REASONS } from '@/lib/moderation/moderation-source'

/** What the form says when no reason is picked: 'Choose a reason.' */
export const REASON_REQUIRED = 'Choose a reason.'

/** The report form's rule: one reason is required; the note is optional, trimmed, at most 1,000 characters. */
export const reportSchema = z.object({
  reason: z.pipe(z.string(), z.enum(REPORT_REASONS, { error: REASON_REQUIRED })),
  note: z
    .string()
    .check(
      z.trim(),
      z.maxLength(REPORT_NOTE_MAX, { error: `Keep the note to ${REPORT_NOTE_MAX} characters or fewer.` }),
    ),
})

/** The report form as it is filled in (reason '' until one is picked). */
export type ReportFormInput = z.input<typeof reportSchema>
/** A valid report: one reason, and the trimmed note ('' for none). */
export type ReportFormValues = z.infer<typeof reportSchema>

/** An empty report form. */
export const EMPTY_REPORT: ReportFormInput = { reason: '', note: '' }
