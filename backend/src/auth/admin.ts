/**
 * The part of GoTrue's admin API (`/admin/users`, service-role key) that supabase-js's
 * `auth.admin` uses for users: list, create, get, update and delete (admin.go). Deleting a user
 * removes their sessions, factors and identities with them (foreign keys), and whatever the
 * project's own tables cascade.
 */
import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { badRequest, errorResponse, notFound } from './errors.ts'
import { requireAdmin } from './guard.ts'
import { checkPasswordStrength, setPassword } from './passwords.ts'
import { asObject, jsonBody } from './request.ts'
import type { AuthSettings } from './settings.ts'
import { inTransaction } from './transaction.ts'
import {
  assertEmailFree,
  type AuthUser,
  insertEmailUser,
  loadUser,
  mergeMetaData,
  mustLoadUser,
  userJson,
  UUID_PATTERN,
  validateEmail,
} from './users.ts'

/** GoTrue's ban_duration: a Go duration such as `24h`, `90m`, `1h30m`, or `none` (unban). */
function banUntil(value: unknown): Date | null | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  if (value === 'none') return null
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1e3, m: 6e4, h: 3.6e6 }
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)]
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value) {
    throw badRequest('validation_failed', `invalid format for ban duration: time: invalid duration "${value}"`)
  }
  const ms = parts.reduce((sum, p) => sum + Number(p[1]) * units[p[2]!]!, 0)
  return ms === 0 ? null : new Date(Date.now() + ms)
}

/** The user of the `:id` path parameter, as GoTrue's loadUser answers (404 otherwise). */
async function pathUser(ctx: BackendContext, id: string): Promise<AuthUser> {
  if (!UUID_PATTERN.test(id)) throw notFound('validation_failed', 'user_id must be an UUID')
  const user = await loadUser(ctx.db.admin, id)
  if (!user) throw notFound('user_not_found', 'User not found')
  return user
}

/** The `/admin` routes, every one behind the admin credentials check. */
export function adminRoutes(ctx: BackendContext, settings: AuthSettings): Hono {
  const app = new Hono()
  app.onError((err, c) => errorResponse(c, err))
  app.use('*', async (c, next) => {
    await requireAdmin(ctx, c)
    await next()
  })

  app.get('/users', async (c) => {
    const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1)
    const perPage = Math.min(1000, Math.max(1, Number(c.req.query('per_page') ?? 50) || 50))
    const db = ctx.db.admin
    const { rows } = await db.query<{ id: string; total: string }>(
      `select id, count(*) over () as total from auth.users where aud = 'authenticated'
        order by created_at desc nulls last, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    )
    const users = await Promise.all(rows.map(async (r) => userJson(await mustLoadUser(db, r.id))))
    const total = Number(rows[0]?.total ?? 0)
    c.header('x-total-count', String(total))
    const last = Math.max(1, Math.ceil(total / perPage))
    const base = `${settings.authUrl}/admin/users`
    const links = [`<${base}?page=${last}&per_page=${perPage}>; rel="last"`]
    if (page < last) links.unshift(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`)
    c.header('link', links.join(', '))
    return c.json({ users, aud: 'authenticated' })
  })

  app.post('/users', async (c) => {
    const body = await jsonBody(c)
    if (!body.email && !body.phone) {
      throw badRequest('validation_failed', 'Cannot create a user without either an email or phone')
    }
    if (body.phone) throw badRequest('validation_failed', 'Phone users are not supported by the local Auth server')
    const email = validateEmail(body.email)
    await assertEmailFree(ctx.db.admin, email)
    const password =
      typeof body.password === 'string' && body.password !== '' ? body.password : randomBytes(48).toString('base64url')
    const banned = banUntil(body.ban_duration)
    const user = await inTransaction(ctx.db.admin, async (tx) => {
      const id = await insertEmailUser(tx, {
        email,
        password,
        userMetaData: asObject(body.user_metadata) ?? {},
        appMetaData: { provider: 'email', providers: ['email'] },
        role: typeof body.role === 'string' && body.role ? body.role : 'authenticated',
        confirmed: body.email_confirm === true,
      })
      const appMetaData = asObject(body.app_metadata)
      if (appMetaData) await mergeMetaData(tx, await mustLoadUser(tx, id), 'raw_app_meta_data', appMetaData)
      if (banned !== undefined) await tx.query(`update auth.users set banned_until = $2 where id = $1`, [id, banned])
      return mustLoadUser(tx, id)
    })
    return c.json(userJson(user))
  })

  app.get('/users/:id', async (c) => c.json(userJson(await pathUser(ctx, c.req.param('id')))))

  app.put('/users/:id', async (c) => {
    const user = await pathUser(ctx, c.req.param('id'))
    const body = await jsonBody(c)
    const email = typeof body.email === 'string' && body.email !== '' ? validateEmail(body.email) : ''
    if (email && email !== user.row.email) await assertEmailFree(ctx.db.admin, email, user.row.id)
    const password = typeof body.password === 'string' && body.password !== '' ? body.password : null
    if (password) checkPasswordStrength(settings, password)
    const banned = banUntil(body.ban_duration)
    const updated = await inTransaction(ctx.db.admin, async (tx) => {
      const id = user.row.id
      if (typeof body.role === 'string' && body.role) {
        await tx.query(`update auth.users set role = $2, updated_at = now() where id = $1`, [id, body.role])
      }
      if (email && email !== user.row.email) {
        await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [id, email])
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
                  updated_at = now()
            where user_id = $1 and provider = 'email'`,
          [id, email],
        )
      }
      if (password) await setPassword(tx, id, password, null)
      if (body.email_confirm === true) {
        await tx.query(
          `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = ''
            where id = $1`,
          [id],
        )
      }
      const userMeta = asObject(body.user_metadata)
      if (userMeta) await mergeMetaData(tx, await mustLoadUser(tx, id), 'raw_user_meta_data', userMeta)
      const appMeta = asObject(body.app_metadata)
      if (appMeta) await mergeMetaData(tx, await mustLoadUser(tx, id), 'raw_app_meta_data', appMeta)
      if (banned !== undefined) await tx.query(`update auth.users set banned_until = $2 where id = $1`, [id, banned])
      return mustLoadUser(tx, id)
    })
    return c.json(userJson(updated))
  })

  app.delete('/users/:id', async (c) => {
    const user = await pathUser(ctx, c.req.param('id'))
    const body = await jsonBody(c)
    await inTransaction(ctx.db.admin, async (tx) => {
      if (body.should_soft_delete === true) {
        if (user.row.deleted_at) return
        await tx.query(`update auth.users set deleted_at = now(), updated_at = now() where id = $1`, [user.row.id])
        await tx.query(`delete from auth.mfa_factors where user_id = $1`, [user.row.id])
        await tx.query(`delete from auth.sessions where user_id = $1`, [user.row.id])
      } else {
        await tx.query(`delete from auth.users where id = $1`, [user.row.id])
      }
    })
    return c.json({})
  })

  return app
}
