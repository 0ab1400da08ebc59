import { NO_BACKEND_MESSAGE, UNREACHABLE_MESSAGE } from '@/lib/edge-functions'
import { loadSupabase } from '@/lib/supabase'
import type { FeatureRequest, SupportRequest } from './support-schemas'

/** A row of `public.support_requests` as the client inserts it (the server fills user_id, id and created_at). */
export interface SupportRequestRow {
  kind: 'support' | 'feature'
  category: string | null
  subject: string
  message: string
  priority: string | null
}

/** The row of a support request: kind 'support', its category and priority. */
export function supportRow(request: SupportRequest): SupportRequestRow {
  return {
    kind: 'support',
    category: request.category,
    subject: request.subject,
    message: request.message,
    priority: request.priority,
  }
}

/** The row of a feature suggestion: kind 'feature', title as subject, description as message, no priority. */
export function featureRow(request: FeatureRequest): SupportRequestRow {
  return {
    kind: 'feature',
    category: request.category === '' ? null : request.category,
    subject: request.title,
    message: request.description,
    priority: null,
  }
}

/**
 * Stores a request in `public.support_requests` as the signed-in member (row-level security
 * ties it to them). Never throws: resolves to null on success, or to the server's error
 * message (the no-backend message in guest mode; a generic one when the network fails).
 */
export async function sendSupportRequest(row: SupportRequestRow): Promise<string | null> {
  try {
    const client = await loadSupabase()
    if (!client) return NO_BACKEND_MESSAGE
    const { error } = await client.from('support_requests').insert(row)
    return error ? error.message || UNREACHABLE_MESSAGE : null
  } catch (error) {
    return error instanceof Error && error.message ? error.message : UNREACHABLE_MESSAGE
  }
}
