// @vitest-environment node
import { buildSessionUser, fallbackName, GUEST_USER, isAdminRole } from './session-user'

describe('session users', () => {
  it('the guest is id guest, plan free, trialing, not admin', () => {
    expect(GUEST_USER).toEqual({
      id: 'guest',
      email: '',
      name: 'Guest',
      trialEndDate: null,
      isAdmin: false,
      isGuest: true,
      subscription: { plan: 'free', status: 'trialing', endDate: null },
    })
    expect(Object.isFrozen(GUEST_USER)).toBe(true)
  })

  it.each([
    [['admin'], true],
    [['moderator', 'admin'], true],
    [['moderator'], false],
    [[], false],
    [null, false],
    [undefined, false],
  ])('roles %o from user_roles → admin %s', (roles, expected) => {
    expect(isAdminRole(roles)).toBe(expected)
  })

  it.each([
    [{ name: 'Ann' }, 'a@b.co', 'Ann'],
    [{ name: '  ' }, 'a@b.co', 'a@b.co'],
    [null, 'a@b.co', 'a@b.co'],
    [undefined, null, ''],
  ])('fallback name from metadata %o and e-mail %s', (user_metadata, email, expected) => {
    expect(fallbackName({ id: 'u', email, user_metadata })).toBe(expected)
  })

  it('builds a member from the auth user, the profile name, the derived subscription and the role', () => {
    const user = { id: 'u1', email: 'a@b.co', user_metadata: { name: 'From sign-up' }, app_metadata: {} }
    const derived = { plan: 'admin', status: 'active', endDate: null, trialEndDate: null } as const
    expect(buildSessionUser(user, ' Ann ', derived, true)).toEqual({
      id: 'u1',
      email: 'a@b.co',
      name: 'Ann',
      trialEndDate: null,
      isAdmin: true,
      isGuest: false,
      subscription: { plan: 'admin', status: 'active', endDate: null },
      serverPlan: null,
    })
    expect(buildSessionUser(user, null, derived, false, 'pro').serverPlan).toBe('pro')
    expect(buildSessionUser(user, null, derived).name).toBe('From sign-up')
    // The token's claim is not read: only the role passed in (from user_roles) makes an administrator.
    expect(buildSessionUser({ ...user, app_metadata: { role: 'admin' } }, null, derived).isAdmin).toBe(false)
  })
})
