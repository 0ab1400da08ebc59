/**
 * JWTs as Supabase issues them: HS256 with the project's secret. Access tokens carry `sub`,
 * `role`, `aud`, `iss`, `exp`, `iat`, `aal`, `amr`, `session_id`, `email`, `app_metadata` and
 * `user_metadata`; the anon and service-role API keys are long-lived tokens with only `role`.
 */
import * as jose from 'jose'

/** The claims of a verified token (a session's, or an API key's). */
export interface Claims extends jose.JWTPayload {
  role: string
  sub?: string
  aal?: 'aal1' | 'aal2'
  session_id?: string
  email?: string
  app_metadata?: Record<string, unknown>
  user_metadata?: Record<string, unknown>
}

/** Why a token was refused: PostgREST's and GoTrue's wording differs, so callers map it. */
export class TokenError extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid',
    message: string,
  ) {
    super(message)
  }
}

/** Signs and verifies this project's tokens with one HS256 secret. */
export class JwtKeys {
  private readonly key: Uint8Array

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret)
  }

  /** Signs `claims` as given (the caller sets `exp`/`iat`): session tokens, API keys, Storage's signed URLs. */
  sign(claims: jose.JWTPayload): Promise<string> {
    return new jose.SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.key)
  }

  /**
   * Verifies signature and expiry and returns the payload as signed (no defaults added). Throws
   * {@link TokenError} ('expired' or 'invalid').
   */
  async verifyPayload(token: string): Promise<jose.JWTPayload> {
    try {
      return (await jose.jwtVerify(token, this.key, { algorithms: ['HS256'] })).payload
    } catch (err) {
      if (err instanceof jose.errors.JWTExpired) throw new TokenError('expired', 'JWT expired')
      throw new TokenError('invalid', err instanceof Error ? err.message : 'invalid JWT')
    }
  }

  /**
   * Verifies signature and expiry; a token without `role` gets `anon`, as PostgREST does.
   * Throws {@link TokenError} ('expired' or 'invalid').
   */
  async verify(token: string): Promise<Claims> {
    const payload = await this.verifyPayload(token)
    // PostgREST's rule: a valid token without a role claim acts as the anon role.
    return { ...payload, role: typeof payload.role === 'string' ? payload.role : 'anon' } as Claims
  }

  /** The long-lived anon or service-role API key (ten years, as `supabase start` prints). */
  apiKey(role: 'anon' | 'service_role', issuer: string): Promise<string> {
    const iat = Math.floor(Date.now() / 1000)
    return this.sign({ iss: issuer, role, iat, exp: iat + 10 * 365 * 86_400 })
  }
}
