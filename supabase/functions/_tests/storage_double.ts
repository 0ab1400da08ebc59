/**
 * A Supabase Storage double for the functions' tests: the two object calls they make (list one
 * folder level, remove by names), answered from memory as storage-api answers them, only for the
 * service-role key. Tests put objects in, read what is left, and can make the next calls fail.
 */

/** The double; `handle` answers `/storage/v1/object/…` requests. */
export interface StorageDouble {
  /** bucket -> object names. */
  objects: Map<string, Set<string>>
  /** Every call made, e.g. `list resources 3f…/` or `remove resources 2`. */
  calls: string[]
  /** Puts objects into `bucket`. */
  put(bucket: string, names: string[]): void
  /** The names left in `bucket` under `prefix`. */
  left(bucket: string, prefix: string): string[]
  /** Makes every later call of `kind` answer 500 (storage-api's internal error) until cleared. */
  failWith(kind: 'list' | 'remove' | null): void
  handle(req: Request): Promise<Response>
}

const error = (statusCode: number, message: string) =>
  Response.json({ statusCode: String(statusCode), error: 'Error', message }, { status: statusCode === 500 ? 500 : 400 })

/** A new, empty double that accepts only `serviceRoleKey`. */
export function createStorageDouble(serviceRoleKey: string): StorageDouble {
  const objects = new Map<string, Set<string>>()
  const calls: string[] = []
  let failing: 'list' | 'remove' | null = null
  const bucketOf = (id: string) => objects.get(id) ?? new Set<string>()

  return {
    objects,
    calls,
    put(bucket, names) {
      const set = objects.get(bucket) ?? new Set<string>()
      for (const name of names) set.add(name)
      objects.set(bucket, set)
    },
    left: (bucket, prefix) => [...bucketOf(bucket)].filter((n) => n.startsWith(prefix)).sort(),
    failWith(kind) {
      failing = kind
    },
    async handle(req) {
      if (req.headers.get('authorization') !== `Bearer ${serviceRoleKey}`) return error(403, 'invalid signature')
      const path = new URL(req.url).pathname.replace(/^\/storage\/v1\/object\//, '')
      const body = await req.json()
      const list = /^list\/([^/]+)$/.exec(path)
      if (req.method === 'POST' && list) {
        const bucket = decodeURIComponent(list[1]!)
        let prefix = String(body.prefix ?? '')
        if (prefix && !prefix.endsWith('/')) prefix += '/'
        calls.push(`list ${bucket} ${prefix}`)
        if (failing === 'list') return error(500, 'Internal server error')
        const folders = new Set<string>()
        const files: string[] = []
        for (const name of bucketOf(bucket)) {
          if (!name.startsWith(prefix)) continue
          const [first, ...rest] = name.slice(prefix.length).split('/')
          if (rest.length) folders.add(first!)
          else files.push(first!)
        }
        const entries = [
          ...[...folders].sort().map((name) => ({ name, id: null })),
          ...files.sort().map((name) => ({ name, id: crypto.randomUUID() })),
        ]
        return Response.json(entries.slice(body.offset ?? 0, (body.offset ?? 0) + (body.limit ?? 100)))
      }
      if (req.method === 'DELETE' && !path.includes('/')) {
        const bucket = decodeURIComponent(path)
        const names: string[] = body.prefixes
        calls.push(`remove ${bucket} ${names.length}`)
        if (failing === 'remove') return error(500, 'Internal server error')
        const set = bucketOf(bucket)
        const removed = names.filter((n) => set.delete(n)).map((name) => ({ bucket_id: bucket, name }))
        return Response.json(removed)
      }
      return error(404, 'Route not found')
    },
  }
}
