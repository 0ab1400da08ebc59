/**
 * What every service of the stand-in shares: settings, the database pools, the JWT keys, the API
 * keys, and the caller resolution PostgREST, Storage and Realtime apply to a request.
 */
import type { BackendConfig } from './config.ts'
import type { Database } from './db.ts'
import { type Claims, JwtKeys, TokenError } from './jwt.ts'

/** Shared by the Auth, REST, Realtime, Storage and functions services. */
export interface BackendContext {
  config: BackendConfig
  db: Database
  jwt: JwtKeys
  /** The anon API key (a JWT with `role: anon`). */
  anonKey: string
  /** The service-role API key (a JWT with `role: service_role`). */
  serviceRoleKey: string
  /** `${publicUrl}/auth/v1`: the `iss` of every session token. */
  issuer: string
}

/** Builds the context; signs the two API keys. */
export async function createContext(config: BackendConfig, db: Database): Promise<BackendContext> {
  const jwt = new JwtKeys(config.jwtSecret)
  const issuer = `${config.publicUrl}/auth/v1`
  return {
    config,
    db,
    jwt,
    issuer,
    anonKey: await jwt.apiKey('anon', issuer),
    serviceRoleKey: await jwt.apiKey('service_role', issuer),
  }
}

/**
 * The caller of a REST, Storage or Realtime request, as PostgREST decides it: the bearer token of
 * `Authorization` when present, else the `apikey` header, else the anon role. Throws
 * {@link TokenError} when the token given is expired or invalid (the caller is never downgraded to
 * anon on a bad token).
 */
export async function resolveCaller(
  ctx: BackendContext,
  headers: { authorization?: string | null; apikey?: string | null },
): Promise<Claims> {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')?.[1]
  const token = bearer ?? headers.apikey ?? null
  if (!token) return { role: 'anon' }
  return ctx.jwt.verify(token)
}

export { TokenError }
