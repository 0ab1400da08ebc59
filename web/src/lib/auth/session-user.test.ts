// @vitest-environment node
import { buildSessionUser, fallbackName, GUEST_USER, isAdminUser } from './session-user'

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
    [{ role: 'admin' }, true],
    [{ role: 'member' }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('app_metadata %o → admin %s', (app_metadata, expected) => {
    expect(isAdminUser({ id: 'u', email: 'admin@example.com', app_metadata })).toBe(expected)
  })

  it('does not trust user_metadata for the admin role', () => {
    expect(isAdminUser({ id: 'u', user_metadata: { role: 'admin' } })).toBe(false)
  })

  it.each([
    [{ name: 'Ann' }, 'a@b.co', 'Ann'],
    [{ name: '  ' }, 'a@b.co', 'a@b.co'],
    [null, 'a@b.co', 'a@b.co'],
    [undefined, null, ''],
  ])('fallback name from metadata %o and e-mail %s', (user_metadata, email, expected) => {
    expect(fallbackName({ id: 'u', email, user_metadata })).toBe(expected)
  })

  it('builds a member from the auth user, the profile name and the derived subscription', () => {
    const user = { id: 'u1', email: 'a@b.co', user_metadata: { name: 'From sign-up' }, app_metadata: { role: 'admin' } }
    const derived = { plan: 'admin', status: 'active', endDate: null, trialEndDate: null } as const
    expect(buildSessionUser(user, ' Ann ', derived)).toEqual({
      id: 'u1',
      email: 'a@b.co',
      name: 'Ann',
      trialEndDate: null,
      isAdmin: true,
      isGuest: false,
      subscription: { plan: 'admin', status: 'active', endDate: null },
    })
    expect(buildSessionUser(user, null, derived).name).toBe('From sign-up')
  })
})
