// @vitest-environment node
import { fakeSupabase } from '@/lib/data/fake-supabase'
import { NETWORK_MESSAGE } from '@/lib/network-failure'
import { eventFormDefaults } from '../event-form'
import { rowColumns } from './schedule-rows'
import { createSupabaseScheduleSource } from './supabase-schedule-source'

const ID = '6f1c8f7e-2a4b-4c1d-9e3f-0a1b2c3d4e5f'
const values = { ...eventFormDefaults(new Date(2025, 2, 5)), title: 'Book circle' }

describe('the Supabase schedule source', () => {
  it('inserts a new event with its id and times, and reads the stored row back', async () => {
    const columns = rowColumns({ ...values, resourceLink: undefined })
    const fake = fakeSupabase([{ data: { id: ID, ...columns } }])
    const source = createSupabaseScheduleSource({ memberId: 'm', loadClient: fake.load })
    const saved = await source.create(ID, { kind: 'event', values })
    expect(saved).toMatchObject({ id: ID, title: 'Book circle', date: '2025-03-05', timeStart: '12:00' })
    expect(fake.calls.find((c) => c.method === 'insert')?.args[0]).toEqual({ id: ID, ...columns })
  })

  it('refuses values the form refuses without asking the server', async () => {
    const fake = fakeSupabase([])
    const source = createSupabaseScheduleSource({ memberId: 'm', loadClient: fake.load })
    await expect(
      (async () => source.create(ID, { kind: 'event', values: { ...values, timeEnd: '11:00' } }))(),
    ).rejects.toMatchObject({ kind: 'refused' })
    expect(fake.calls).toEqual([])
  })

  it('says the server could not be reached when the network is down; a numbered id is not found', async () => {
    const fake = fakeSupabase([{ error: { message: 'TypeError: Failed to fetch' }, status: 0 }])
    const source = createSupabaseScheduleSource({ memberId: 'm', loadClient: fake.load })
    await expect((async () => source.remove(ID))()).rejects.toMatchObject({ kind: 'failed', message: NETWORK_MESSAGE })
    await expect((async () => source.remove(4))()).rejects.toMatchObject({ kind: 'not-found' })
  })
})
