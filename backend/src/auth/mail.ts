/**
 * E-mail as the stand-in "sends" it: nothing leaves the machine; each message GoTrue would send
 * (confirmation, recovery, e-mail change, reauthentication) is logged to stdout as one JSON line
 * with its one-time code and link. One-time tokens are made as GoTrue makes them: a numeric code
 * (`GenerateOtp`) and the SHA-224 of address + code stored on the user (`GenerateTokenHash`).
 */
import { createHash, randomInt } from 'node:crypto'
import type { AuthSettings } from './settings.ts'

/** A numeric one-time code of `length` digits. */
export function generateOtp(length: number): string {
  let otp = ''
  for (let i = 0; i < length; i++) otp += String(randomInt(10))
  return otp
}

/** GoTrue's token hash of a one-time code: hex SHA-224 of the address followed by the code. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex')
}

/** The kinds of e-mail GoTrue sends that this stand-in logs instead. */
export type MailKind = 'confirmation' | 'recovery' | 'email_change_current' | 'email_change_new' | 'reauthentication'

/**
 * The verification link of a token, as GoTrue's templates build it:
 * `<auth url>/verify?token=<hash>&type=<type>&redirect_to=<url>`.
 */
export function verifyLink(settings: AuthSettings, hash: string, type: string, redirectTo: string | undefined): string {
  const params = new URLSearchParams({ token: hash, type, redirect_to: redirectTo || settings.siteUrl })
  return `${settings.authUrl}/verify?${params.toString()}`
}

/** Logs the e-mail that would be sent (stdout, one JSON line). */
export function logMail(kind: MailKind, to: string, details: { otp?: string; link?: string }): void {
  console.log(JSON.stringify({ auth_mail: kind, to, ...details }))
}
