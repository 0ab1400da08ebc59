/**
 * Contact-form messages: stored in `public.contact_messages`, with a limit on how often one
 * e-mail address and one IP address may send.
 */
import type { Sql } from './db.ts'
import { transaction } from './db.ts'

/** At most this many messages per e-mail address per window. */
export const MAX_PER_EMAIL = 3
/** At most this many messages per IP address per window. */
export const MAX_PER_IP = 10
/** The rate-limit window in seconds (one hour). */
export const WINDOW_SECONDS = 3600
/** Messages are kept this many months, then deleted (the Privacy page promises it). */
export const RETENTION_MONTHS = 12

/** A validated contact message. */
export interface ContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

/** The outcome of {@link storeContactMessage}: stored with its id, or refused by the limit. */
export type StoreOutcome = { stored: true; id: string } | { stored: false; limitedBy: 'email' | 'ip' }

/**
 * Stores `msg` unless its sender is over the limit: {@link MAX_PER_EMAIL} messages per address
 * (compared case-insensitively) or {@link MAX_PER_IP} per IP within {@link WINDOW_SECONDS}.
 * Count and insert run in one transaction under an advisory lock per address, so concurrent
 * sends cannot overshoot the limit. Each stored message also deletes every message older than
 * {@link RETENTION_MONTHS} months, so nothing is kept longer than the Privacy page says.
 * @param ip the sender's IP address, or null when unknown (then only the address limit applies).
 */
export function storeContactMessage(sql: Sql, msg: ContactMessage, ip: string | null): Promise<StoreOutcome> {
  return transaction(sql, async (tx) => {
    const email = msg.email.toLowerCase()
    await tx`select pg_advisory_xact_lock(hashtext(${'contact:' + email}))`
    if (ip) await tx`select pg_advisory_xact_lock(hashtext(${'contact-ip:' + ip}))`
    const [counts] = await tx<{ by_email: number; by_ip: number }[]>`
      select
        count(*) filter (where lower(email) = ${email})::int as by_email,
        count(*) filter (where ${ip}::inet is not null and ip = ${ip}::inet)::int as by_ip
      from public.contact_messages
      where created_at > now() - make_interval(secs => ${WINDOW_SECONDS})
        and (lower(email) = ${email} or ip = ${ip}::inet)`
    if (counts.by_email >= MAX_PER_EMAIL) return { value: { stored: false, limitedBy: 'email' } as StoreOutcome }
    if (counts.by_ip >= MAX_PER_IP) return { value: { stored: false, limitedBy: 'ip' } as StoreOutcome }
    const [row] = await tx<{ id: string }[]>`
      insert into public.contact_messages (name, email, subject, message, ip)
      values (${msg.name}, ${msg.email}, ${msg.subject}, ${msg.message}, ${ip}::inet)
      returning id`
    await tx`delete from public.contact_messages where created_at < now() - make_interval(months => ${RETENTION_MONTHS})`
    return { value: { stored: true, id: row.id } as StoreOutcome }
  })
}
