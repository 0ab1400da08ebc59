import { strongestStaffRole } from './staff-role'

describe('strongestStaffRole', () => {
  it('answers admin over moderator, and null for a member without a moderation role', () => {
    expect(strongestStaffRole(['moderator', 'admin'])).toBe('admin')
    expect(strongestStaffRole(['admin'])).toBe('admin')
    expect(strongestStaffRole(['moderator'])).toBe('moderator')
    expect(strongestStaffRole([])).toBeNull()
  })
})
