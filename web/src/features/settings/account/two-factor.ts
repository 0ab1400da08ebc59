import { UNREACHABLE_MESSAGE } from '@/lib/edge-functions'
import { loadSupabase } from '@/lib/supabase'
import type { ActionResult } from './account-actions'

/** A TOTP factor being set up: its id, the QR code (an SVG data URI) and the secret to type in instead. */
export interface Enrollment {
  factorId: string
  qrCode: string
  secret: string
}

type Outcome<T> = { data: T; error: null } | { data: null; error: string }

const failure = (error: unknown): { data: null; error: string } => ({
  data: null,
  error: error instanceof Error && error.message ? error.message : UNREACHABLE_MESSAGE,
})

async function client() {
  const supabase = await loadSupabase()
  if (!supabase) throw new Error('Two-factor authentication needs a configured backend.')
  return supabase
}

/**
 * The member's verified TOTP factor (Supabase Auth MFA `listFactors`): its id, or null when
 * two-factor authentication is off. Never throws; a failure resolves to its message.
 */
export async function readVerifiedFactor(): Promise<Outcome<string | null>> {
  try {
    const { data, error } = await (await client()).auth.mfa.listFactors()
    if (error) return { data: null, error: error.message }
    return { data: data.totp[0]?.id ?? null, error: null }
  } catch (error) {
    return failure(error)
  }
}

/**
 * Starts setting up an authenticator app: drops any earlier unfinished TOTP factor, then enrols a
 * new one (POST /auth/v1/factors). Never throws; a failure resolves to its message.
 */
export async function startEnrollment(): Promise<Outcome<Enrollment>> {
  try {
    const mfa = (await client()).auth.mfa
    const listed = await mfa.listFactors()
    if (listed.error) return { data: null, error: listed.error.message }
    for (const stale of listed.data.all.filter((f) => f.factor_type === 'totp' && f.status === 'unverified')) {
      await mfa.unenroll({ factorId: stale.id })
    }
    const { data, error } = await mfa.enroll({ factorType: 'totp' })
    if (error) return { data: null, error: error.message }
    return { data: { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret }, error: null }
  } catch (error) {
    return failure(error)
  }
}

/**
 * Finishes the set-up with a code from the app (challenge, then verify). Never throws;
 * resolves to null, or the server's message (e.g. 'Invalid TOTP code entered').
 */
export async function confirmEnrollment(factorId: string, code: string): Promise<ActionResult> {
  try {
    const { error } = await (await client()).auth.mfa.challengeAndVerify({ factorId, code })
    return error ? error.message : null
  } catch (error) {
    return failure(error).error
  }
}

/** Removes a factor (DELETE /auth/v1/factors/{id}): turns two-factor authentication off, or drops an unfinished set-up. */
export async function removeFactor(factorId: string): Promise<ActionResult> {
  try {
    const { error } = await (await client()).auth.mfa.unenroll({ factorId })
    return error ? error.message : null
  } catch (error) {
    return failure(error).error
  }
}

/**
 * The `src` for the QR code supabase-js returns (`data:image/svg+xml;utf-8,<svg ...>`, the SVG
 * text unescaped): the SVG is percent-encoded, since a raw '#' (as in `fill="#fff"`) would end
 * the data URL in the browser and cut the image. Other values are returned unchanged.
 */
export function qrCodeSrc(qrCode: string): string {
  const raw = /^data:image\/svg\+xml;utf-8,(<[\s\S]*)$/.exec(qrCode)?.[1]
  return raw === undefined ? qrCode : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(raw)}`
}

/**
 * True for a QR code the client may show: an SVG or PNG data URI (what Supabase Auth returns),
 * never a remote or script URL.
 */
export function isSafeQrCode(src: string): boolean {
  return /^data:image\/(svg\+xml|png)[;,]/.test(src)
}
