/**
 * Data access for `public.subscribers` and `public.stripe_events` over the direct connection.
 * Every query is filtered by a verified user id or a Stripe id.
 */
import type { Queryable } from './db.ts'
import { notFound } from './errors.ts'
import type { Plan } from './plans.ts'
import { LIVE_STATUSES, type SubscriptionState } from './subscription-state.ts'

/** One `public.subscribers` row (timestamps as Dates). */
export interface SubscriberRow {
  userId: string
  subscriptionTier: Plan | null
  subscribed: boolean
  trialEnd: Date | null
  subscriptionEnd: Date | null
  stripeCustomerId: string | null
  stripeSubscriptionId: string | null
  status: string | null
  cancelAtPeriodEnd: boolean
  stripeUpdatedAt: Date | null
}

/** True when the row records a Stripe subscription the customer still has (a live status). */
export function hasLiveSubscription(row: SubscriberRow): boolean {
  return row.stripeSubscriptionId !== null && row.status !== null && LIVE_STATUSES.has(row.status)
}

/** Column list aliased to {@link SubscriberRow} keys. */
const COLUMNS = `user_id as "userId", subscription_tier as "subscriptionTier", subscribed,
  trial_end as "trialEnd", subscription_end as "subscriptionEnd",
  stripe_customer_id as "stripeCustomerId", stripe_subscription_id as "stripeSubscriptionId",
  status, cancel_at_period_end as "cancelAtPeriodEnd", stripe_updated_at as "stripeUpdatedAt"`

/** The caller's row, or null when there is none. */
export async function getSubscriber(q: Queryable, userId: string): Promise<SubscriberRow | null> {
  const rows = await q.unsafe<SubscriberRow[]>(`select ${COLUMNS} from public.subscribers where user_id = $1`, [userId])
  return rows[0] ?? null
}

/** Message for 404 when the caller has no `subscribers` row. */
export const NO_SUBSCRIBER = 'No subscription record for this user'

/**
 * The caller's row. A missing row is created first (`public.ensure_subscriber`: the trial counted
 * from the account's creation, never from now); throws 404 {@link NO_SUBSCRIBER} when there is
 * no such user either.
 */
export async function requireSubscriber(q: Queryable, userId: string): Promise<SubscriberRow> {
  const row = await getSubscriber(q, userId)
  if (row) return row
  const [{ exists }] = await q<{ exists: boolean }[]>`select public.ensure_subscriber(${userId}) as exists`
  const created = exists ? await getSubscriber(q, userId) : null
  if (!created) throw notFound(NO_SUBSCRIBER)
  return created
}

/** The caller's entitlement (`public.entitlements`: the lapsed-cancellation rule applied by the database). */
export type EntitlementRow = Pick<
  SubscriberRow,
  'userId' | 'subscriptionTier' | 'subscribed' | 'trialEnd' | 'subscriptionEnd' | 'status' | 'cancelAtPeriodEnd'
>

const ENTITLEMENT_COLUMNS = `user_id as "userId", subscription_tier as "subscriptionTier", subscribed,
  trial_end as "trialEnd", subscription_end as "subscriptionEnd", status,
  cancel_at_period_end as "cancelAtPeriodEnd"`

/**
 * The caller's row of `public.entitlements`. A missing subscriber row is created first, as
 * {@link requireSubscriber} does; throws 404 {@link NO_SUBSCRIBER} when there is no such user either.
 */
export async function requireEntitlement(q: Queryable, userId: string): Promise<EntitlementRow> {
  const read = async () =>
    (
      await q.unsafe<EntitlementRow[]>(`select ${ENTITLEMENT_COLUMNS} from public.entitlements where user_id = $1`, [
        userId,
      ])
    )[0] ?? null
  const row = await read()
  if (row) return row
  await requireSubscriber(q, userId)
  const created = await read()
  if (!created) throw notFound(NO_SUBSCRIBER)
  return created
}

/**
 * Finds and row-locks (`for update`, until the transaction ends) the subscriber an event is about:
 * the first of `userIds` (Stripe metadata / client_reference_id) that has a row, else the row that
 * stores `customerId`. One query; null when nobody matches.
 */
export async function lockSubscriberFor(
  q: Queryable,
  userIds: string[],
  customerId: string | null,
): Promise<SubscriberRow | null> {
  const rows = await q.unsafe<SubscriberRow[]>(
    `select ${COLUMNS} from public.subscribers
     where user_id = any($1::uuid[]) or stripe_customer_id = $2
     order by array_position($1::uuid[], user_id) nulls last
     limit 1
     for update`,
    [userIds, customerId],
  )
  return rows[0] ?? null
}

/**
 * Stores `customerId` for the user unless one is already stored (compare-and-set), and returns
 * the id that is stored afterwards, or null when the user has no row.
 */
export async function saveCustomerId(q: Queryable, userId: string, customerId: string): Promise<string | null> {
  const updated = await q<{ stripe_customer_id: string }[]>`
    update public.subscribers set stripe_customer_id = ${customerId}, updated_at = now()
    where user_id = ${userId} and stripe_customer_id is null
    returning stripe_customer_id`
  if (updated.length) return updated[0].stripe_customer_id
  // Lost the race (or already set): a new statement sees the committed winner.
  const rows = await q<{ stripe_customer_id: string | null }[]>`
    select stripe_customer_id from public.subscribers where user_id = ${userId}`
  return rows[0]?.stripe_customer_id ?? null
}

/** A Stripe event's identity as recorded in `public.stripe_events`. */
export interface EventRecord {
  id: string
  type: string
  /** Stripe `created` (seconds since epoch). */
  created: number
}

/** True when the event id is already recorded (committed): a cheap check before a transaction. */
export async function stripeEventRecorded(q: Queryable, id: string): Promise<boolean> {
  const rows = await q`select 1 from public.stripe_events where id = ${id}`
  return rows.length > 0
}

/**
 * Records the event id inside the caller's transaction. Returns true the first time, false when
 * the id is already recorded (a replay); a concurrent first delivery blocks on the unique key
 * until the other transaction ends.
 */
export async function recordStripeEvent(q: Queryable, event: EventRecord): Promise<boolean> {
  const rows = await q`
    insert into public.stripe_events (id, type, stripe_created_at)
    values (${event.id}, ${event.type}, to_timestamp(${event.created}))
    on conflict (id) do nothing
    returning id`
  return rows.length === 1
}

/**
 * Writes a subscription's current state onto the user's row. `trial_end` keeps its value when
 * Stripe has none (the app trial); `stripe_customer_id` is only filled when empty;
 * `stripe_updated_at` only moves forward.
 * @param stripeTime Stripe `created` time (seconds) of the event that triggered the write.
 */
export async function writeSubscriptionState(
  q: Queryable,
  userId: string,
  state: SubscriptionState,
  stripeTime: number,
): Promise<void> {
  await q`
    update public.subscribers set
      subscription_tier = ${state.tier},
      subscribed = ${state.subscribed},
      subscription_end = ${state.subscriptionEnd},
      trial_end = coalesce(${state.trialEnd}::timestamptz, trial_end),
      stripe_customer_id = coalesce(stripe_customer_id, ${state.stripeCustomerId || null}),
      stripe_subscription_id = ${state.stripeSubscriptionId},
      status = ${state.status},
      cancel_at_period_end = ${state.cancelAtPeriodEnd},
      stripe_updated_at = greatest(stripe_updated_at, to_timestamp(${stripeTime})),
      updated_at = now()
    where user_id = ${userId}`
}
