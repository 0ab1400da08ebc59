import { readStaffRole } from './staff-role'

function client(rows: { role: string }[] | null, error: { message: string } | null = null) {
  const eq = vi.fn(async () => ({ data: rows, error }))
  const select = vi.fn(() => ({ eq }))
  const from = vi.fn(() => ({ select }))
  return { from, select, eq }
}

describe('readStaffRole', () => {
  it("reads the member's own user_roles rows and answers the strongest role", async () => {
    const both = client([{ role: 'moderator' }, { role: 'admin' }])
    expect(await readStaffRole('u1', async () => both)).toBe('admin')
    expect(both.from).toHaveBeenCalledWith('user_roles')
    expect(both.select).toHaveBeenCalledWith('role')
    expect(both.eq).toHaveBeenCalledWith('user_id', 'u1')
    expect(await readStaffRole('u1', async () => client([{ role: 'moderator' }]))).toBe('moderator')
    expect(await readStaffRole('u1', async () => client([]))).toBeNull()
  })

  it('is null in guest mode and rejects with the database error', async () => {
    expect(await readStaffRole('u1', async () => null)).toBeNull()
    await expect(readStaffRole('u1', async () => client(null, { message: 'JWT expired' }))).rejects.toThrow(
      'JWT expired',
    )
  })
})
