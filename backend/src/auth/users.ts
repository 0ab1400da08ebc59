/**
 * `auth.users` and `auth.identities` as GoTrue reads and writes them, and the user object GoTrue
 * returns (`GET /user`, the `user` of a session): the JSON of its `models.User`, with `factors`
 * (omitted when there are none) and `identities`.
 */
import { badRequest, forbidden, unprocessable } from './errors.ts'
import type { Queryable } from './transaction.ts'

/** GoTrue's instance id of every user (`uuid.Nil`). */
export const NIL_INSTANCE = '00000000-0000-0000-0000-000000000000'

/** A UUID in its text form (any version), as PostgreSQL's uuid type accepts it here. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A row of `auth.users` (timestamps as ISO text, JSON columns parsed). */
export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: string | null
  invited_at: string | null
  confirmation_sent_at: string | null
  confirmed_at: string | null
  recovery_sent_at: string | null
  email_change: string | null
  email_change_sent_at: string | null
  email_change_confirm_status: number | null
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: string | null
  updated_at: string | null
  phone: string | null
  phone_confirmed_at: string | null
  phone_change: string | null
  phone_change_sent_at: string | null
  banned_until: string | null
  reauthentication_token: string | null
  reauthentication_sent_at: string | null
  deleted_at: string | null
  is_anonymous: boolean
}

/** A row of `auth.mfa_factors`. */
export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: 'totp' | 'webauthn' | 'phone'
  status: 'unverified' | 'verified'
  created_at: string
  updated_at: string
  secret: string | null
  phone: string | null
  last_challenged_at: string | null
}

/** A row of `auth.identities`. */
export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: string | null
  created_at: string | null
  updated_at: string | null
  email: string | null
}

/** A user with the factors and identities GoTrue loads with it. */
export interface AuthUser {
  row: UserRow
  factors: FactorRow[]
  identities: IdentityRow[]
}

/** `value` as GoTrue's JSON renders a timestamp (UTC ISO 8601), or null. */
export function isoTime(value: string | null | undefined): string | null {
  if (!value) return null
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString()
}

/** Loads a user with factors and identities; null when there is none. */
export async function loadUser(q: Queryable, id: string): Promise<AuthUser | null> {
  const { rows } = await q.query<{ user: UserRow; factors: FactorRow[]; identities: IdentityRow[] }>(
    `select row_to_json(u) as user,
            coalesce((select json_agg(row_to_json(f) order by f.created_at) from auth.mfa_factors f
                      where f.user_id = u.id), '[]') as factors,
            coalesce((select json_agg(row_to_json(i) order by i.created_at) from auth.identities i
                      where i.user_id = u.id), '[]') as identities
       from auth.users u where u.id = $1`,
    [id],
  )
  const found = rows[0]
  return found ? { row: found.user, factors: found.factors, identities: found.identities } : null
}

/** Loads a user who must exist (e.g. one just written in the same transaction). */
export async function mustLoadUser(q: Queryable, id: string): Promise<AuthUser> {
  const user = await loadUser(q, id)
  if (!user) throw new Error(`auth user ${id} vanished`)
  return user
}

/** The id of the e-mail user with `email` in the `authenticated` audience (GoTrue's FindUserByEmailAndAudience). */
export async function findUserIdByEmail(q: Queryable, email: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `select id from auth.users
      where instance_id = $1 and lower(email) = lower($2) and aud = 'authenticated' and is_sso_user = false
      limit 1`,
    [NIL_INSTANCE, email],
  )
  return rows[0]?.id ?? null
}

/**
 * True when another user (not `exceptUserId`) already holds `email`, through an identity or their
 * own address (GoTrue's IsDuplicatedEmail).
 */
export async function isDuplicatedEmail(q: Queryable, email: string, exceptUserId?: string): Promise<boolean> {
  const { rows } = await q.query(
    `select 1 from auth.identities i join auth.users u on u.id = i.user_id
      where i.email = lower($1) and u.aud = 'authenticated' and u.id is distinct from $2::uuid
     union all
     select 1 from auth.users u
      where lower(u.email) = lower($1) and u.aud = 'authenticated' and u.is_sso_user = false
        and u.id is distinct from $2::uuid
     limit 1`,
    [email, exceptUserId ?? null],
  )
  return rows.length > 0
}

const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** GoTrue's validateEmail: required, at most 255 characters, a valid format; returns it lower-cased. */
export function validateEmail(email: unknown): string {
  if (typeof email !== 'string' || email === '') throw badEmail('An email address is required')
  if (email.length > 255) throw badEmail('An email address is too long')
  if (!EMAIL_FORMAT.test(email)) throw badEmail('Unable to validate email address: invalid format')
  return email.toLowerCase()
}

function badEmail(message: string) {
  return badRequest('validation_failed', message)
}

/** True when the user confirmed an e-mail address or phone number. */
export function isConfirmed(row: UserRow): boolean {
  return row.email_confirmed_at !== null || row.phone_confirmed_at !== null
}

/** True when the user is banned right now. */
export function isBanned(row: UserRow): boolean {
  return row.banned_until !== null && new Date(row.banned_until).getTime() > Date.now()
}

/** True when the user has a verified factor: their sessions can (and should) reach aal2. */
export function hasVerifiedFactor(user: AuthUser): boolean {
  return user.factors.some((f) => f.status === 'verified')
}

/** A factor as GoTrue lists it on the user (no secret). */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    created_at: isoTime(f.created_at),
    updated_at: isoTime(f.updated_at),
    status: f.status,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    phone: f.phone ?? '',
    last_challenged_at: isoTime(f.last_challenged_at),
  }
}

/** An identity as GoTrue renders it (`identity_id` is the row id, `id` the provider's subject). */
export function identityJson(i: IdentityRow): Record<string, unknown> {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    ...(i.last_sign_in_at ? { last_sign_in_at: isoTime(i.last_sign_in_at) } : {}),
    created_at: isoTime(i.created_at),
    updated_at: isoTime(i.updated_at),
    ...(i.email ? { email: i.email } : {}),
  }
}

/** The user object of GoTrue's API (omitempty fields left out when empty, as Go does). */
export function userJson(user: AuthUser): Record<string, unknown> {
  const u = user.row
  const out: Record<string, unknown> = { id: u.id, aud: u.aud ?? '', role: u.role ?? '', email: u.email ?? '' }
  const optional = (key: string, value: string | null) => {
    if (value) out[key] = isoTime(value)
  }
  optional('email_confirmed_at', u.email_confirmed_at)
  optional('invited_at', u.invited_at)
  out.phone = u.phone ?? ''
  optional('phone_confirmed_at', u.phone_confirmed_at)
  optional('confirmation_sent_at', u.confirmation_sent_at)
  optional('confirmed_at', u.confirmed_at)
  optional('recovery_sent_at', u.recovery_sent_at)
  if (u.email_change) out.new_email = u.email_change
  optional('email_change_sent_at', u.email_change_sent_at)
  if (u.phone_change) out.new_phone = u.phone_change
  optional('phone_change_sent_at', u.phone_change_sent_at)
  optional('reauthentication_sent_at', u.reauthentication_sent_at)
  optional('last_sign_in_at', u.last_sign_in_at)
  out.app_metadata = u.raw_app_meta_data ?? {}
  out.user_metadata = u.raw_user_meta_data ?? {}
  if (user.factors.length > 0) out.factors = user.factors.map(factorJson)
  out.identities = user.identities.map(identityJson)
  out.created_at = isoTime(u.created_at)
  out.updated_at = isoTime(u.updated_at)
  optional('banned_until', u.banned_until)
  optional('deleted_at', u.deleted_at)
  out.is_anonymous = u.is_anonymous
  return out
}

/** What a new e-mail user is made of (sign-up, or the admin API). */
export interface NewEmailUser {
  email: string
  /** Plain password; hashed with bcrypt by pgcrypto. */
  password: string
  userMetaData: Record<string, unknown>
  appMetaData: Record<string, unknown>
  role: string
  /** Set `email_confirmed_at` now (and `email_verified` in the user metadata, as GoTrue's Confirm). */
  confirmed: boolean
  /** Extra fields of the email identity's data (sign-up copies the sign-up `data` there). */
  identityExtra?: Record<string, unknown>
}

/**
 * Inserts the user and their `email` identity as GoTrue does, in the caller's transaction (the
 * project's triggers on auth.users run as part of it). Returns the new user's id.
 */
export async function insertEmailUser(tx: Queryable, user: NewEmailUser): Promise<string> {
  const userMetaData = user.confirmed ? { ...user.userMetaData, email_verified: true } : user.userMetaData
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, email_change_token_new, email_change,
       email_change_token_current, email_change_confirm_status, phone_change, phone_change_token,
       reauthentication_token, raw_app_meta_data, raw_user_meta_data, is_super_admin,
       created_at, updated_at, is_sso_user, is_anonymous)
     values ($1, gen_random_uuid(), 'authenticated', $2, $3,
             extensions.crypt($4, extensions.gen_salt('bf')),
             case when $5 then now() end,
             '', '', '', '', '', 0, '', '', '', $6, $7, null, now(), now(), false, false)
     returning id`,
    [NIL_INSTANCE, user.role, user.email, user.password, user.confirmed, user.appMetaData, userMetaData],
  )
  const id = rows[0]!.id
  const identityData: Record<string, unknown> = {
    sub: id,
    email: user.email,
    email_verified: false,
    phone_verified: false,
  }
  for (const [key, value] of Object.entries(user.identityExtra ?? {})) {
    if (!(key in identityData)) identityData[key] = value
  }
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now(), now())`,
    [id, id, identityData],
  )
  return id
}

/**
 * Merges `updates` into the user's metadata column as GoTrue's UpdateUserMetaData /
 * UpdateAppMetaData do: a key set to null is removed, any other value replaces the old one.
 */
export async function mergeMetaData(
  tx: Queryable,
  user: AuthUser,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  updates: Record<string, unknown>,
): Promise<void> {
  const merged: Record<string, unknown> = { ...(user.row[column] ?? {}) }
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  await tx.query(`update auth.users set ${column} = $2, updated_at = now() where id = $1`, [user.row.id, merged])
}

/** Refuses a banned user as GoTrue's authentication middleware does. */
export function assertNotBanned(row: UserRow): void {
  if (isBanned(row)) throw forbidden('user_banned', 'User is banned')
}

/** 422 `email_exists` when `email` belongs to another user. */
export async function assertEmailFree(q: Queryable, email: string, exceptUserId?: string): Promise<void> {
  if (await isDuplicatedEmail(q, email, exceptUserId)) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered')
  }
}
