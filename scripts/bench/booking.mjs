// The race of scripts/bench/booking.sh (run through `npm run bench:booking`): BENCH_BOOKERS (200)
// members, one pg connection each, all connected before any starts, try to book the same slot of
// the seeded host (host@example.com) at once, each as PostgREST would run the request: one
// transaction with `set local role authenticated` and the member's claims in request.jwt.claims.
// Prints the outcome; exits 1 unless exactly one booking exists for the slot and every other
// attempt was refused with SQLSTATE 23P01 (the exclusion constraint).
import pg from 'pg'

const url = process.env.DATABASE_URL
const bookers = Number(process.env.BENCH_BOOKERS ?? 200)
const HOST_ID = '5eed0000-0000-4000-8000-000000000005'
if (!url) throw new Error('DATABASE_URL is not set')

/** The uuid of bench member n, as booking.sh made them: md5('booking-bench-' || n). */
async function memberIds(admin) {
  const { rows } = await admin.query(
    "select md5('booking-bench-' || g)::uuid as id from generate_series(1, $1::int) as g order by g",
    [bookers],
  )
  return rows.map((r) => r.id)
}

/** Next week's Monday 14:00 to 14:30 in the host's time zone, as a tstzrange literal. */
async function slotUnderTest(admin) {
  const { rows } = await admin.query(
    `select tstzrange((d + interval '14 hours') at time zone h.time_zone,
                      (d + interval '14 hours 30 minutes') at time zone h.time_zone, '[)')::text as slot
       from public.advice_hosts as h,
            lateral (select date_trunc('week', now() at time zone h.time_zone) + interval '7 days' as d) as w
      where h.user_id = $1`,
    [HOST_ID],
  )
  if (rows.length !== 1) throw new Error('the seeded host is missing (supabase/seed.sql)')
  return rows[0].slot
}

/** One member's attempt: resolves to 'booked' or the SQLSTATE of the refusal. */
async function attempt(client, memberId, slot) {
  const claims = JSON.stringify({ sub: memberId, role: 'authenticated', aud: 'authenticated' })
  try {
    await client.query('begin')
    await client.query("select set_config('request.jwt.claims', $1, true)", [claims])
    await client.query('set local role authenticated')
    await client.query('insert into public.bookings (host_id, slot) values ($1, $2::tstzrange)', [HOST_ID, slot])
    await client.query('commit')
    return 'booked'
  } catch (error) {
    await client.query('rollback').catch(() => {})
    return error.code ?? String(error.message)
  }
}

const admin = new pg.Client({ connectionString: url })
await admin.connect()
const ids = await memberIds(admin)
const slot = await slotUnderTest(admin)

const clients = ids.map(() => new pg.Client({ connectionString: url }))
await Promise.all(clients.map((c) => c.connect()))

const started = performance.now()
const outcomes = await Promise.all(clients.map((client, i) => attempt(client, ids[i], slot)))
const wallMs = performance.now() - started
await Promise.all(clients.map((c) => c.end()))

const { rows } = await admin.query(
  "select count(*)::int as n from public.bookings where host_id = $1 and slot = $2::tstzrange and status = 'booked'",
  [HOST_ID, slot],
)
await admin.end()

const tally = new Map()
for (const outcome of outcomes) tally.set(outcome, (tally.get(outcome) ?? 0) + 1)
const booked = tally.get('booked') ?? 0
const overlap = tally.get('23P01') ?? 0
const other = outcomes.length - booked - overlap
const stored = rows[0].n
const ok = booked === 1 && stored === 1 && overlap === bookers - 1

console.log(`
bench:booking  ${bookers} members book the same slot of the seeded host at once
               (one connection each, as authenticated with their claims, one transaction each)

  slot                          ${slot}
  attempts that succeeded       ${booked}
  refused with 23P01 (overlap)  ${overlap}
  other outcomes                ${other}${other ? `  ${JSON.stringify(Object.fromEntries([...tally].filter(([k]) => k !== 'booked' && k !== '23P01')))}` : ''}
  live bookings for the slot    ${stored}
  wall time                     ${wallMs.toFixed(0)} ms

  target: exactly one booking, every other attempt refused with 23P01: ${ok ? 'met' : 'NOT MET'}
`)
process.exit(ok ? 0 : 1)
