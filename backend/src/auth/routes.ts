/**
 * `/auth/v1`: the subset of GoTrue (Supabase Auth) that supabase-js 2.109's auth client and the
 * app use, over the real `auth` schema: sign-up, the password and refresh-token grants, the
 * user's own record, logout, recovery and e-mail links (`/verify`), reauthentication, TOTP
 * factors, settings, health and the admin users API. Errors are GoTrue's (see errors.ts); no e-mail is sent (see mail.ts).
 */
import { Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { passwordGrant, reauthenticate, recover, signUp, updateUser } from './account.ts'
import { adminRoutes } from './admin.ts'
import { badRequest, errorResponse } from './errors.ts'
import { authenticate } from './guard.ts'
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.ts'
import { jsonBody, redirectTo, requestMeta } from './request.ts'
import { logout, logoutScope, refreshTokenGrant } from './sessions.ts'
import { authSettings } from './settings.ts'
import { inTransaction } from './transaction.ts'
import { userJson } from './users.ts'
import { verifyLinkRedirect, verifyOtp } from './verify.ts'

/** The Auth service: mount at `/auth/v1`. */
export function authRoutes(ctx: BackendContext): Hono {
  const settings = authSettings(ctx.config)
  const app = new Hono()
  app.onError((err, c) => errorResponse(c, err))

  app.get('/health', (c) =>
    c.json({ version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }),
  )

  app.get('/settings', (c) =>
    c.json({
      external: { anonymous_users: false, email: true, phone: false },
      disable_signup: !settings.enableSignup,
      mailer_autoconfirm: settings.mailerAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    }),
  )

  app.post('/signup', async (c) =>
    c.json(await signUp(ctx, settings, await jsonBody(c), redirectTo(c), requestMeta(c))),
  )

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type')
    const body = await jsonBody(c)
    if (grantType === 'password') return c.json(await passwordGrant(ctx, settings, body, requestMeta(c)))
    if (grantType === 'refresh_token') {
      return c.json(await refreshTokenGrant(ctx, settings, body.refresh_token, requestMeta(c)))
    }
    throw badRequest('invalid_credentials', 'unsupported_grant_type')
  })

  app.get('/user', async (c) => c.json(userJson((await authenticate(ctx, c)).user)))

  app.put('/user', async (c) => {
    const caller = await authenticate(ctx, c)
    return c.json(await updateUser(ctx, settings, caller, await jsonBody(c), redirectTo(c)))
  })

  app.post('/logout', async (c) => {
    const caller = await authenticate(ctx, c)
    const scope = logoutScope(c.req.query('scope'))
    await inTransaction(ctx.db.admin, (tx) => logout(tx, scope, caller.user.row.id, caller.session?.id ?? null))
    return c.body(null, 204)
  })

  app.post('/recover', async (c) => c.json(await recover(ctx, settings, await jsonBody(c), redirectTo(c))))

  app.get('/verify', async (c) => verifyLinkRedirect(ctx, settings, c, requestMeta(c)))
  app.post('/verify', async (c) => c.json(await verifyOtp(ctx, settings, await jsonBody(c), requestMeta(c))))

  app.get('/reauthenticate', async (c) => c.json(await reauthenticate(ctx, settings, await authenticate(ctx, c))))

  app.post('/factors', async (c) => {
    const caller = await authenticate(ctx, c)
    return c.json(await enrollFactor(ctx, settings, caller, await jsonBody(c)))
  })
  app.post('/factors/:id/challenge', async (c) => {
    const caller = await authenticate(ctx, c)
    return c.json(await challengeFactor(ctx, settings, caller, c.req.param('id'), requestMeta(c)))
  })
  app.post('/factors/:id/verify', async (c) => {
    const caller = await authenticate(ctx, c)
    const body = await jsonBody(c)
    return c.json(await verifyFactor(ctx, settings, caller, c.req.param('id'), body, requestMeta(c)))
  })
  app.delete('/factors/:id', async (c) => {
    const caller = await authenticate(ctx, c)
    return c.json(await unenrollFactor(ctx, caller, c.req.param('id')))
  })

  app.route('/admin', adminRoutes(ctx, settings))
  return app
}
