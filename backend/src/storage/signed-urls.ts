/**
 * Signed URLs as storage-api makes them: a JWT signed with the project's JWT secret holding
 * `{ url: '<bucket>/<name>', iat, exp }`, answered as `/object/sign/<bucket>/<name>?token=<jwt>`.
 * Whoever holds the URL may download that one object until `exp`, with no other credential.
 */
import type { JwtKeys } from '../jwt.ts'
import { TokenError } from '../jwt.ts'
import { invalidJwt, invalidParameter, invalidSignature } from './errors.ts'

/** Reads `expiresIn` (whole seconds, at least 1) from a sign request's body; 400 otherwise. */
export function expiresInFrom(body: unknown): number {
  const value = (body as { expiresIn?: unknown } | null)?.expiresIn
  if (value === undefined || value === null) throw invalidParameter("body must have required property 'expiresIn'")
  const seconds = Number(value)
  if (!Number.isInteger(seconds) || seconds < 1) throw invalidParameter('body/expiresIn must be >= 1')
  return seconds
}

/** The path (relative to `/storage/v1`) of a URL that serves `bucket`/`name` for `expiresIn` seconds. */
export async function signObjectUrl(jwt: JwtKeys, bucket: string, name: string, expiresIn: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000)
  const token = await jwt.sign({ url: `${bucket}/${name}`, iat, exp: iat + expiresIn })
  return `/object/sign/${bucket}/${name}?token=${token}`
}

/**
 * Checks that `token` is a live signature of `bucket`/`name`. Throws 400 `InvalidJWT` (`jwt
 * expired`, `invalid signature`, `jwt must be provided`) or `InvalidSignature` (another object's).
 */
export async function verifySignedUrl(
  jwt: JwtKeys,
  token: string | undefined,
  bucket: string,
  name: string,
): Promise<void> {
  if (!token) throw invalidJwt('jwt must be provided')
  let url: unknown
  try {
    url = (await jwt.verifyPayload(token)).url
  } catch (err) {
    if (err instanceof TokenError) throw invalidJwt(err.reason === 'expired' ? 'jwt expired' : 'invalid signature')
    throw err
  }
  if (url !== `${bucket}/${name}`) throw invalidSignature()
}
