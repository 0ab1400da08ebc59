import pg from 'pg'
import { backendEnv } from './backend-env'

/**
 * Reading (and, to set up a test's data, writing) the backend's database as its superuser: what
 * the server stored is checked where it is stored. One small pool per Playwright worker.
 */

let pool: pg.Pool | undefined

function database(): pg.Pool {
  const url = backendEnv().databaseUrl
  if (!url) {
    throw new Error(
      'This test reads the database: set E2E_DATABASE_URL to the stack’s PostgreSQL URL (DB_URL of `supabase status -o env`)',
    )
  }
  pool ??= new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 1000 })
  return pool
}

/** Runs one SQL statement with `$1`… parameters as the superuser; resolves to its rows. */
export async function sql<Row extends object>(text: string, values: unknown[] = []): Promise<Row[]> {
  return (await database().query<Row>(text, values)).rows
}

/** A TOTP factor as `auth.mfa_factors` holds it. */
export interface StoredFactor {
  id: string
  factor_type: string
  status: string
}

/** The multi-factor factors of a user, oldest first. */
export function factorsOf(userId: string): Promise<StoredFactor[]> {
  return sql<StoredFactor>(
    `select id::text, factor_type::text, status::text from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  )
}

/** The address a user asked to change to and has not confirmed yet (`auth.users.email_change`), if any. */
export async function pendingEmailOf(userId: string): Promise<string | undefined> {
  const [row] = await sql<{ email_change: string | null }>(`select email_change from auth.users where id = $1`, [
    userId,
  ])
  return row?.email_change || undefined
}

/** Whether `auth.users` still has the user. */
export async function userExists(userId: string): Promise<boolean> {
  const [row] = await sql<{ exists: boolean }>(`select exists (select 1 from auth.users where id = $1)`, [userId])
  return row?.exists ?? false
}

/** A row of `public.support_requests`, without its id and time. */
export interface StoredSupportRequest {
  user_id: string
  kind: string
  category: string | null
  subject: string
  message: string
  priority: string | null
}

/** The support requests and feature suggestions of a user, in the order they arrived. */
export function supportRequestsOf(userId: string): Promise<StoredSupportRequest[]> {
  return sql<StoredSupportRequest>(
    `select user_id::text, kind, category, subject, message, priority
       from public.support_requests where user_id = $1 order by created_at, id`,
    [userId],
  )
}

/** A message of `public.contact_messages`, as the contact form sent it. */
export interface StoredContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

/** The contact messages stored from an address (compared case-insensitively), oldest first. */
export function contactMessagesFrom(email: string): Promise<StoredContactMessage[]> {
  return sql<StoredContactMessage>(
    `select name, email, subject, message from public.contact_messages
      where lower(email) = lower($1) order by created_at, id`,
    [email],
  )
}

/**
 * Stores `count` contact messages from `email` as sent just now (no IP), as if that address had
 * used the form: `contact-message` counts them against its limit per address.
 */
export async function addContactMessages(email: string, count: number): Promise<void> {
  await sql(
    `insert into public.contact_messages (name, email, subject, message)
     select 'Earlier sender', $1, 'Earlier message ' || n, 'Sent before the test.' from generate_series(1, $2::int) as n`,
    [email, count],
  )
}

/** The entitlement columns of `public.subscribers` a test may set. */
export interface SubscriberState {
  subscribed?: boolean
  subscription_tier?: 'basic' | 'premium' | null
  status?: string | null
  trial_end?: Date | null
  subscription_end?: Date | null
  cancel_at_period_end?: boolean
  stripe_customer_id?: string | null
  stripe_subscription_id?: string | null
}

/**
 * Sets a user's subscriber row as the Stripe webhook would (setting up a test's data, or the
 * webhook landing during a test). Only for users the test made itself, never a seeded one.
 */
export async function setSubscriber(userId: string, state: SubscriberState): Promise<void> {
  const columns = Object.keys(state) as (keyof SubscriberState)[]
  if (columns.length === 0) return
  const assignments = columns.map((column, i) => `${column} = $${i + 2}`).join(', ')
  const updated = await sql(`update public.subscribers set ${assignments} where user_id = $1 returning user_id`, [
    userId,
    ...columns.map((column) => state[column]),
  ])
  if (updated.length !== 1) throw new Error(`no subscriber row for ${userId}`)
}

/** A user's subscriber row (the columns of {@link SubscriberState}), or undefined without one. */
export async function subscriberOf(userId: string): Promise<Required<SubscriberState> | undefined> {
  const [row] = await sql<Required<SubscriberState>>(
    `select subscribed, subscription_tier, status, trial_end, subscription_end, cancel_at_period_end,
            stripe_customer_id, stripe_subscription_id
       from public.subscribers where user_id = $1`,
    [userId],
  )
  return row
}
