import { z } from 'zod/mini'
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '@/lib/moderation/moderation-source'

/** What the report form holds while it is filled in: a reason (or '' before one is picked) and the note. */
export interface ReportFormInput {
  reason: ReportReason | ''
  note: string
}

/** A valid report: one reason, and a note of at most 1,000 characters (trimmed; '' for none). */
export interface ReportFormValues {
  reason: ReportReason
  note: string
}

/** What the form says when no reason is picked: 'Choose a reason.' */
export const REASON_REQUIRED = 'Choose a reason.'

/** The report form's rule: a reason is required; the note is optional, trimmed, at most 1,000 characters. */
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REASON_REQUIRED }),
  note: z
    .string()
    .check(
      z.trim(),
      z.maxLength(REPORT_NOTE_MAX, { error: `Keep the note to ${REPORT_NOTE_MAX} characters or fewer.` }),
    ),
})

/** An empty report form. */
export const EMPTY_REPORT: ReportFormInput = { reason: '', note: '' }
