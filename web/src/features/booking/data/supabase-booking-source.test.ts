// @vitest-environment node
import { vi } from 'vitest'
import type { NexusClient } from '@/lib/supabase'
import { TAKEN_MESSAGE } from './booking-rows'
import type { BookingHost } from './booking-source'
import { createSupabaseBookingSource } from './supabase-booking-source'

const HOST_ROW = { user_id: 'host-1', display_name: 'Jordan Lee', bio: 'Mentor', time_zone: 'Europe/London' }
const NOW = new Date('2026-11-25T12:00:00Z')

/** A query builder answering `answer` however it is chained (select, eq, in, order, limit, insert, update). */
function query(answer: unknown, record?: (call: string, args: unknown[]) => void) {
  const builder: Record<string, unknown> = {}
  for (const name of ['select', 'eq', 'in', 'order', 'limit', 'insert', 'update']) {
    builder[name] = (...args: unknown[]) => {
      record?.(name, args)
      return builder
    }
  }
  builder.then = (resolve: (value: unknown) => unknown) => Promise.resolve(answer).then(resolve)
  return builder
}

function fakeClient(
  tables: Record<string, unknown>,
  rpc: Record<string, unknown> = {},
  record?: (call: string, args: unknown[]) => void,
) {
  return {
    from: vi.fn((table: string) => query(tables[table], (call, args) => record?.(`${table}.${call}`, args))),
    rpc: vi.fn((name: string, args: unknown) => {
      record?.(`rpc ${name}`, [args])
      return Promise.resolve(rpc[name])
    }),
  } as unknown as NexusClient
}

const ok = (data: unknown) => ({ data, error: null, status: 200 })
const noHub = { subscribe: () => () => undefined }

describe('the Supabase booking source', () => {
  it('reads the host and its taken times', async () => {
    const calls: [string, unknown[]][] = []
    const client = fakeClient(
      { advice_hosts: ok([HOST_ROW]) },
      { host_busy_slots: ok([{ starts_at: '2026-11-27T15:00:00+00:00', ends_at: '2026-11-27T15:30:00+00:00' }]) },
      (call, args) => calls.push([call, args]),
    )
    const source = createSupabaseBookingSource({
      memberId: null,
      loadClient: () => Promise.resolve(client),
      hub: noHub,
    })
    const host = (await source.getHost())!
    expect(host).toMatchObject({ id: 'host-1', name: 'Jordan Lee', timeZone: 'Europe/London' })
    const from = new Date('2026-11-27T00:00:00Z')
    const to = new Date('2026-11-28T00:00:00Z')
    expect(await source.listBusy(host, from, to)).toEqual([
      { start: new Date('2026-11-27T15:00:00Z'), end: new Date('2026-11-27T15:30:00Z') },
    ])
    expect(calls).toContainEqual([
      'rpc host_busy_slots',
      [{ p_host_id: 'host-1', p_from: from.toISOString(), p_to: to.toISOString() }],
    ])
  })

  it('asks a visitor to sign in before booking, without asking the server', async () => {
    const client = fakeClient({})
    const source = createSupabaseBookingSource({
      memberId: null,
      loadClient: () => Promise.resolve(client),
      hub: noHub,
    })
    const host = { id: 'host-1', timeZone: 'Europe/London' } as BookingHost
    await expect(source.book(host, new Date('2026-11-27T15:00:00Z'), NOW)).rejects.toMatchObject({ kind: 'sign-in' })
    expect(client.from).not.toHaveBeenCalled()
    expect(source.needsSignIn).toBe(true)
    expect(await source.listBookings()).toEqual([])
  })

  it('books a 30-minute range with the host, and says so when the time is already booked', async () => {
    const inserted: unknown[] = []
    let answer: unknown = { data: null, error: null, status: 201 }
    const client = {
      from: vi.fn(() => ({
        insert: (row: unknown) => {
          inserted.push(row)
          return Promise.resolve(answer)
        },
      })),
    } as unknown as NexusClient
    const source = createSupabaseBookingSource({
      memberId: 'me',
      loadClient: () => Promise.resolve(client),
      hub: noHub,
    })
    const host = { id: 'host-1', name: 'Jordan Lee', role: '', timeZone: 'Europe/London' } as BookingHost
    const booking = await source.book(host, new Date('2026-11-27T15:00:00Z'), NOW)
    expect(booking).toMatchObject({ date: '2026-11-27', time: '15:00', bookedBy: 'You', host: { name: 'Jordan Lee' } })
    expect(inserted[0]).toEqual({
      id: booking.id,
      host_id: 'host-1',
      slot: '[2026-11-27T15:00:00.000Z,2026-11-27T15:30:00.000Z)',
    })
    answer = {
      data: null,
      error: { code: '23P01', message: 'conflicting key value violates exclusion constraint' },
      status: 400,
    }
    await expect(source.book(host, new Date('2026-11-27T15:00:00Z'), NOW)).rejects.toMatchObject({
      kind: 'taken',
      message: TAKEN_MESSAGE,
    })
  })

  it("lists the member's live bookings still to come, soonest first, on the host's clock", async () => {
    const client = fakeClient({
      bookings: ok([
        { id: 'b2', host_id: 'host-1', slot: '["2026-11-30 16:00:00+00","2026-11-30 16:30:00+00")' },
        { id: 'b1', host_id: 'host-1', slot: '["2026-11-27 14:00:00+00","2026-11-27 14:30:00+00")' },
        { id: 'old', host_id: 'host-1', slot: '["2026-11-20 14:00:00+00","2026-11-20 14:30:00+00")' },
      ]),
      advice_hosts: ok([HOST_ROW]),
    })
    const source = createSupabaseBookingSource({
      memberId: 'me',
      loadClient: () => Promise.resolve(client),
      hub: noHub,
      now: () => NOW,
    })
    expect((await source.listBookings()).map((b) => [b.id, b.date, b.time])).toEqual([
      ['b1', '2026-11-27', '14:00'],
      ['b2', '2026-11-30', '16:00'],
    ])
  })

  it("lists the host's bookings with the names they may read, 'A member' otherwise", async () => {
    const client = fakeClient(
      {
        bookings: ok([
          { id: 'b1', booked_by: 'u1', slot: '["2026-11-27 14:00:00+00","2026-11-27 14:30:00+00")' },
          { id: 'b2', booked_by: 'u2', slot: '["2026-11-27 15:00:00+00","2026-11-27 15:30:00+00")' },
        ]),
        advice_hosts: ok([{ ...HOST_ROW, user_id: 'me' }]),
      },
      { member_names: ok([{ id: 'u1', name: 'Priya' }]) },
    )
    const source = createSupabaseBookingSource({
      memberId: 'me',
      loadClient: () => Promise.resolve(client),
      hub: noHub,
      now: () => NOW,
    })
    expect((await source.listHostBookings()).map((b) => b.bookedBy)).toEqual(['Priya', 'A member'])
  })

  it("follows booking_changed on the member's own channel", () => {
    let broadcast: ((event: string, payload: unknown) => void) | undefined
    const hub = {
      subscribe: vi.fn((_id: string, listener: { onBroadcast?: (event: never, payload: unknown) => void }) => {
        broadcast = listener.onBroadcast as typeof broadcast
        return () => undefined
      }),
    }
    const source = createSupabaseBookingSource({ memberId: 'me', loadClient: () => Promise.resolve(null), hub })
    const onChange = vi.fn()
    source.follow(onChange)
    expect(hub.subscribe).toHaveBeenCalledWith('me', expect.anything())
    broadcast?.('message_created', {})
    expect(onChange).not.toHaveBeenCalled()
    broadcast?.('booking_changed', {})
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
