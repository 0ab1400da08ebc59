/**
 * The Storage stand-in (`/storage/v1/object`) through @supabase/supabase-js only: uploads,
 * downloads, signed URLs, listing and removal under row-level security on `storage.objects`, the
 * bucket's size and type rules, and storage-api's error answers (HTTP 400 with the error's own
 * status as `statusCode` in the body).
 *
 * The test bucket and its folder policies (a member touches only `<their id>/…`) are made here as
 * superuser and dropped afterwards. The last part runs on the real bucket `resources` and its
 * policies from the migrations, and proves that `delete-account` leaves no object row and no file
 * of the member.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { StorageError } from '@supabase/storage-js'
import * as jose from 'jose'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSql, backendEnv, enableTotp, newClient, signUpMember, type Member } from './harness.ts'

const BUCKET = `storage-test-${Date.now().toString(36)}`
const LIMIT = 64 * 1024
const POLICY = 'storage_test_own_folder'

let sql: pg.Client
let alice: Member
let bob: Member

/** A small valid-looking PDF of `size` bytes (the bucket checks the type it is sent as, not the bytes). */
function pdf(size = 1200, fill = 'x'): Blob {
  const head = '%PDF-1.4\n'
  return new Blob([head + fill.repeat(Math.max(0, size - head.length))], { type: 'application/pdf' })
}

/** The error's status as storage-api puts it in the body (supabase-js: `statusCode`), and the HTTP one. */
function statuses(error: StorageError | null): { http?: number; code?: string; message?: string } {
  const e = error as (StorageError & { status?: number; statusCode?: string }) | null
  return { http: e?.status, code: e?.statusCode, message: e?.message }
}

async function rowCount(bucket: string, name: string): Promise<number> {
  const { rows } = await sql.query(
    'select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  )
  return rows[0].n as number
}

const fileOnDisk = (bucket: string, name: string) => existsSync(path.join(backendEnv().storageDir, bucket, name))

beforeAll(async () => {
  sql = await adminSql()
  await sql.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
     values ($1, $1, false, $2, '{application/pdf}')`,
    [BUCKET, LIMIT],
  )
  const own = `bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid())::text`
  await sql.query(`
    create policy ${POLICY}_select on storage.objects for select to authenticated using (${own});
    create policy ${POLICY}_insert on storage.objects for insert to authenticated with check (${own});
    create policy ${POLICY}_update on storage.objects for update to authenticated using (${own}) with check (${own});
    create policy ${POLICY}_delete on storage.objects for delete to authenticated using (${own});
  `)
  ;[alice, bob] = await Promise.all([signUpMember('Alice Storage'), signUpMember('Bob Storage')])
})

afterAll(async () => {
  await sql.query(`
    drop policy if exists ${POLICY}_select on storage.objects;
    drop policy if exists ${POLICY}_insert on storage.objects;
    drop policy if exists ${POLICY}_update on storage.objects;
    drop policy if exists ${POLICY}_delete on storage.objects;
  `)
  await sql.query('delete from storage.objects where bucket_id = $1', [BUCKET])
  await sql.query('delete from storage.buckets where id = $1', [BUCKET])
  await sql.end()
})

describe('upload and download', () => {
  it('a member uploads a PDF to their own folder and downloads it, typed as stored', async () => {
    const name = `${alice.id}/notes.pdf`
    const file = pdf(1500)
    const { data, error } = await alice.client.storage.from(BUCKET).upload(name, file)
    expect(error).toBeNull()
    expect(data).toMatchObject({ path: name, fullPath: `${BUCKET}/${name}` })
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/)

    const { rows } = await sql.query('select id, owner, owner_id, metadata from storage.objects where name = $1', [
      name,
    ])
    expect(rows).toEqual([
      expect.objectContaining({
        id: data?.id,
        owner: alice.id,
        owner_id: alice.id,
        metadata: expect.objectContaining({ size: 1500, mimetype: 'application/pdf' }),
      }),
    ])
    expect(fileOnDisk(BUCKET, name)).toBe(true)

    const download = await alice.client.storage.from(BUCKET).download(name)
    expect(download.error).toBeNull()
    expect(download.data?.type).toBe('application/pdf')
    expect(Buffer.from(await download.data!.arrayBuffer())).toEqual(Buffer.from(await file.arrayBuffer()))

    // The authenticated download path answers the same, with the stored type and length.
    const session = (await alice.client.auth.getSession()).data.session!
    const response = await fetch(`${backendEnv().url}/storage/v1/object/authenticated/${BUCKET}/${name}`, {
      headers: { authorization: `Bearer ${session.access_token}`, apikey: backendEnv().anonKey },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-length')).toBe('1500')
  })

  it('an existing name is refused without upsert (409 Duplicate) and replaced with it', async () => {
    const name = `${alice.id}/replace-me.pdf`
    expect((await alice.client.storage.from(BUCKET).upload(name, pdf(100, 'a'))).error).toBeNull()
    const again = await alice.client.storage.from(BUCKET).upload(name, pdf(200, 'b'))
    expect(statuses(again.error)).toEqual({ http: 400, code: '409', message: 'The resource already exists' })
    const upserted = await alice.client.storage.from(BUCKET).upload(name, pdf(300, 'c'), { upsert: true })
    expect(upserted.error).toBeNull()
    const { data } = await alice.client.storage.from(BUCKET).download(name)
    expect(data?.size).toBe(300)
    expect(await data?.text()).toMatch(/c{10}$/)
  })

  it("upload into another member's folder is refused by RLS, leaving no row and no file", async () => {
    const name = `${alice.id}/from-bob.pdf`
    const { data, error } = await bob.client.storage.from(BUCKET).upload(name, pdf())
    expect(data).toBeNull()
    expect(statuses(error)).toEqual({ http: 400, code: '403', message: 'new row violates row-level security policy' })
    expect(await rowCount(BUCKET, name)).toBe(0)
    expect(fileOnDisk(BUCKET, name)).toBe(false)
  })

  it('a visitor without an account can upload nothing', async () => {
    const { error } = await newClient().storage.from(BUCKET).upload(`${alice.id}/anon.pdf`, pdf())
    expect(statuses(error)).toMatchObject({ code: '403', message: 'new row violates row-level security policy' })
  })

  it("a file that is not a PDF is refused by the bucket's type rule (415)", async () => {
    const name = `${alice.id}/notes.txt`
    const { error } = await alice.client.storage
      .from(BUCKET)
      .upload(name, new Blob(['plain words'], { type: 'text/plain' }))
    expect(statuses(error)).toEqual({ http: 400, code: '415', message: 'mime type text/plain is not supported' })
    expect(await rowCount(BUCKET, name)).toBe(0)
    expect(fileOnDisk(BUCKET, name)).toBe(false)
  })

  it("a file over the bucket's size limit is refused (413); one at the limit is taken", async () => {
    const big = `${alice.id}/too-big.pdf`
    const { error } = await alice.client.storage.from(BUCKET).upload(big, pdf(LIMIT + 1))
    expect(statuses(error)).toEqual({ http: 400, code: '413', message: 'The object exceeded the maximum allowed size' })
    expect(await rowCount(BUCKET, big)).toBe(0)
    expect(fileOnDisk(BUCKET, big)).toBe(false)
    expect((await alice.client.storage.from(BUCKET).upload(`${alice.id}/just-fits.pdf`, pdf(LIMIT))).error).toBeNull()
  })

  it('an upload into a bucket that does not exist is refused (404 Bucket not found)', async () => {
    const { error } = await alice.client.storage.from('no-such-bucket').upload(`${alice.id}/a.pdf`, pdf())
    expect(statuses(error)).toEqual({ http: 400, code: '404', message: 'Bucket not found' })
  })
})

describe("another member's object", () => {
  const name = () => `${alice.id}/private.pdf`

  beforeAll(async () => {
    const { error } = await alice.client.storage.from(BUCKET).upload(name(), pdf(700))
    if (error) throw error
  })

  it('cannot be downloaded, signed, listed, found or removed by someone else', async () => {
    const storage = bob.client.storage.from(BUCKET)
    const download = await storage.download(name())
    expect(statuses(download.error)).toEqual({ http: 400, code: '404', message: 'Object not found' })
    const signed = await storage.createSignedUrl(name(), 60)
    expect(signed.data).toBeNull()
    expect(statuses(signed.error)).toEqual({ http: 400, code: '404', message: 'Object not found' })
    const listed = await storage.list(alice.id)
    expect(listed).toEqual({ data: [], error: null })
    expect((await storage.exists(name())).data).toBe(false)
    expect((await alice.client.storage.from(BUCKET).exists(name())).data).toBe(true)
    const removed = await storage.remove([name()])
    expect(removed).toEqual({ data: [], error: null })
    expect(await rowCount(BUCKET, name())).toBe(1)
    expect(fileOnDisk(BUCKET, name())).toBe(true)
  })

  it('cannot be downloaded by a visitor, but the service role reads it (it bypasses RLS)', async () => {
    const anon = await newClient().storage.from(BUCKET).download(name())
    expect(statuses(anon.error)).toMatchObject({ code: '404', message: 'Object not found' })
    const service = await newClient(backendEnv().serviceRoleKey).storage.from(BUCKET).download(name())
    expect(service.error).toBeNull()
    expect(service.data?.size).toBe(700)
  })

  it('an expired or forged session token is refused (403 Unauthorized), never treated as a visitor', async () => {
    const { jwtSecret, url, anonKey } = backendEnv()
    const now = Math.floor(Date.now() / 1000)
    const expired = await new jose.SignJWT({ role: 'authenticated', sub: alice.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(jwtSecret))
    const response = await fetch(`${url}/storage/v1/object/${BUCKET}/${name()}`, {
      headers: { authorization: `Bearer ${expired}`, apikey: anonKey },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized', message: 'jwt expired' })
  })
})

describe('signed URLs', () => {
  const name = () => `${alice.id}/shared.pdf`

  beforeAll(async () => {
    const { error } = await alice.client.storage.from(BUCKET).upload(name(), pdf(900))
    if (error) throw error
  })

  it('a signed URL downloads the file with no credential, typed as stored', async () => {
    const { data, error } = await alice.client.storage.from(BUCKET).createSignedUrl(name(), 60)
    expect(error).toBeNull()
    expect(data?.signedUrl).toMatch(
      new RegExp(`^${backendEnv().url}/storage/v1/object/sign/${BUCKET}/${alice.id}/shared\\.pdf\\?token=`),
    )
    const response = await fetch(data!.signedUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect((await response.arrayBuffer()).byteLength).toBe(900)
  })

  it('the token holds the object and its expiry, signed with the JWT secret', async () => {
    const { data } = await alice.client.storage.from(BUCKET).createSignedUrl(name(), 120)
    const token = new URL(data!.signedUrl).searchParams.get('token')!
    const { payload } = await jose.jwtVerify(token, new TextEncoder().encode(backendEnv().jwtSecret))
    expect(payload.url).toBe(`${BUCKET}/${name()}`)
    expect(payload.exp! - payload.iat!).toBe(120)
  })

  it('a forged, expired, missing or re-targeted token is refused', async () => {
    const { url, jwtSecret } = backendEnv()
    const base = `${url}/storage/v1/object/sign/${BUCKET}/${name()}`
    const now = Math.floor(Date.now() / 1000)
    const sign = (claims: jose.JWTPayload, secret = jwtSecret) =>
      new jose.SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret))
    const refusal = async (token: string | null) => {
      const response = await fetch(token === null ? base : `${base}?token=${token}`)
      return { status: response.status, body: (await response.json()) as Record<string, string> }
    }
    const forged = await sign(
      { url: `${BUCKET}/${name()}`, iat: now, exp: now + 60 },
      'not-the-secret-of-this-backend!!',
    )
    expect(await refusal(forged)).toEqual({
      status: 400,
      body: expect.objectContaining({ statusCode: '400', message: 'invalid signature' }),
    })
    const expired = await sign({ url: `${BUCKET}/${name()}`, iat: now - 120, exp: now - 60 })
    expect(await refusal(expired)).toEqual({
      status: 400,
      body: expect.objectContaining({ statusCode: '400', message: 'jwt expired' }),
    })
    const other = await sign({ url: `${BUCKET}/${alice.id}/notes.pdf`, iat: now, exp: now + 60 })
    expect(await refusal(other)).toEqual({
      status: 400,
      body: expect.objectContaining({ statusCode: '400', message: 'Invalid signature' }),
    })
    expect((await refusal(null)).body).toMatchObject({ statusCode: '400', message: 'jwt must be provided' })
  })
})

describe('list and remove', () => {
  it("lists one folder level of the member's own objects, sub-folders first, in pages", async () => {
    const storage = alice.client.storage.from(BUCKET)
    const folder = `${alice.id}/listing`
    for (const file of ['b.pdf', 'a.pdf', 'c.pdf', 'inner/d.pdf']) {
      const { error } = await storage.upload(`${folder}/${file}`, pdf(100))
      if (error) throw error
    }
    const all = await storage.list(folder)
    expect(all.error).toBeNull()
    expect(all.data?.map((e) => e.name)).toEqual(['inner', 'a.pdf', 'b.pdf', 'c.pdf'])
    expect(all.data?.[0]).toMatchObject({ id: null, metadata: null })
    expect(all.data?.[1]).toMatchObject({ id: expect.any(String), metadata: expect.objectContaining({ size: 100 }) })
    const page2 = await storage.list(folder, { limit: 2, offset: 2 })
    expect(page2.data?.map((e) => e.name)).toEqual(['b.pdf', 'c.pdf'])
    const desc = await storage.list(folder, { sortBy: { column: 'name', order: 'desc' } })
    expect(desc.data?.map((e) => e.name)).toEqual(['inner', 'c.pdf', 'b.pdf', 'a.pdf'])
    const searched = await storage.list(folder, { search: 'b' })
    expect(searched.data?.map((e) => e.name)).toEqual(['b.pdf'])
  })

  it('remove deletes the rows and the files, and answers the removed objects', async () => {
    const storage = alice.client.storage.from(BUCKET)
    const names = [`${alice.id}/gone-1.pdf`, `${alice.id}/gone-2.pdf`]
    for (const name of names) {
      const { error } = await storage.upload(name, pdf(100))
      if (error) throw error
    }
    const { data, error } = await storage.remove([...names, `${alice.id}/never-there.pdf`])
    expect(error).toBeNull()
    expect(data?.map((o) => o.name).sort()).toEqual(names)
    expect(data?.[0]).toMatchObject({ bucket_id: BUCKET, owner: alice.id })
    for (const name of names) {
      expect(await rowCount(BUCKET, name)).toBe(0)
      expect(fileOnDisk(BUCKET, name)).toBe(false)
      expect(statuses((await storage.download(name)).error)).toMatchObject({ code: '404' })
    }
  })
})

describe("the bucket 'resources' of the migrations, and delete-account", () => {
  it('takes PDFs of at most 20 MB into the member’s own folder only', async () => {
    const member = await signUpMember()
    const storage = member.client.storage.from('resources')
    expect((await storage.upload(`${member.id}/${crypto.randomUUID()}.pdf`, pdf(2000))).error).toBeNull()
    const text = await storage.upload(`${member.id}/note.txt`, new Blob(['x'], { type: 'text/plain' }))
    expect(statuses(text.error)).toMatchObject({ code: '415' })
    const foreign = await storage.upload(`${alice.id}/${crypto.randomUUID()}.pdf`, pdf(100))
    expect(statuses(foreign.error)).toMatchObject({ code: '403' })
    const { rows } = await sql.query(
      `select file_size_limit, allowed_mime_types from storage.buckets where id = 'resources'`,
    )
    expect(rows[0]).toEqual({ file_size_limit: String(20 * 1024 * 1024), allowed_mime_types: ['application/pdf'] })
  })

  it('refuses a PDF over 20 MB with 413, the answer read in full by the uploader', async () => {
    const member = await signUpMember()
    const name = `${member.id}/${crypto.randomUUID()}.pdf`
    const { error } = await member.client.storage.from('resources').upload(name, pdf(21 * 1024 * 1024))
    expect(statuses(error)).toEqual({ http: 400, code: '413', message: 'The object exceeded the maximum allowed size' })
    expect(await rowCount('resources', name)).toBe(0)
    expect(fileOnDisk('resources', name)).toBe(false)
  })

  it('a slow uploader of a PDF over 20 MB sends all of it and then hears 413, with no reset connection', async () => {
    const member = await signUpMember()
    const token = (await member.client.auth.getSession()).data.session!.access_token
    const name = `${member.id}/${crypto.randomUUID()}.pdf`
    const chunk = new Uint8Array(1024 * 1024).fill(120)
    const chunks = 21
    // A megabyte every 50 ms: over a second in all, longer than a refused body is waited for by default.
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === chunks) return controller.close()
        sent++
        await new Promise((resolve) => setTimeout(resolve, 50))
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${backendEnv().url}/storage/v1/object/resources/${name}`, {
      method: 'POST',
      headers: {
        apikey: backendEnv().anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/pdf',
        'content-length': String(chunk.length * chunks),
      },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ statusCode: '413' })
    expect(sent).toBe(chunks)
    expect(await rowCount('resources', name)).toBe(0)
  })

  it("'Open PDF': the member's short-lived signed URL serves their PDF with no credential", async () => {
    const member = await signUpMember()
    const name = `${member.id}/${crypto.randomUUID()}.pdf`
    expect((await member.client.storage.from('resources').upload(name, pdf(3000))).error).toBeNull()
    const { data, error } = await member.client.storage.from('resources').createSignedUrl(name, 60)
    expect(error).toBeNull()
    const response = await fetch(data!.signedUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect((await response.arrayBuffer()).byteLength).toBe(3000)
  })

  it('a member with a second factor reaches their PDFs only with an aal2 session', async () => {
    const member = await signUpMember()
    const name = `${member.id}/${crypto.randomUUID()}.pdf`
    expect((await member.client.storage.from('resources').upload(name, pdf(500))).error).toBeNull()
    await enableTotp(member.client) // this session is now aal2
    const passwordOnly = newClient()
    const signIn = await passwordOnly.auth.signInWithPassword({ email: member.email, password: member.password })
    expect(signIn.error).toBeNull()
    const aal1 = passwordOnly.storage.from('resources')
    expect(statuses((await aal1.download(name)).error)).toMatchObject({ code: '404', message: 'Object not found' })
    expect(statuses((await aal1.createSignedUrl(name, 60)).error)).toMatchObject({ code: '404' })
    const upload = await aal1.upload(`${member.id}/${crypto.randomUUID()}.pdf`, pdf(100))
    expect(statuses(upload.error)).toMatchObject({ code: '403', message: 'new row violates row-level security policy' })
    expect(await aal1.remove([name])).toEqual({ data: [], error: null })
    const aal2 = await member.client.storage.from('resources').download(name)
    expect(aal2.error).toBeNull()
    expect(aal2.data?.size).toBe(500)
  })

  it("delete-account removes every object of the member: no row and no file are left; others' stay", async () => {
    const member = await signUpMember()
    const storage = member.client.storage.from('resources')
    const names = Array.from({ length: 3 }, () => `${member.id}/${crypto.randomUUID()}.pdf`)
    for (const name of names) {
      const { error } = await storage.upload(name, pdf(1000))
      if (error) throw error
    }
    const kept = `${bob.id}/${crypto.randomUUID()}.pdf`
    expect((await bob.client.storage.from('resources').upload(kept, pdf(100))).error).toBeNull()

    const { data, error } = await member.client.functions.invoke('delete-account', {
      body: { password: member.password },
    })
    expect(error).toBeNull()
    expect(data).toEqual({ deleted: true })

    const { rows } = await sql.query(
      `select name from storage.objects where bucket_id = 'resources' and (owner = $1 or name like $2)`,
      [member.id, `${member.id}/%`],
    )
    expect(rows).toEqual([])
    for (const name of names) expect(fileOnDisk('resources', name)).toBe(false)
    expect(existsSync(path.join(backendEnv().storageDir, 'resources', member.id))).toBe(false)
    expect(await rowCount('resources', kept)).toBe(1)
    expect(fileOnDisk('resources', kept)).toBe(true)
  })
})
