// @vitest-environment node
import { newPasswordSchema, recoveryRequestSchema, signInSchema, signUpSchema } from './schemas'

/** Field → message for every issue, as the forms show them. */
function issues(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))
}

describe('sign-in schema', () => {
  it.each([
    [{ email: 'ada@example.com', password: '12345678' }, {}],
    [{ email: '  ada@example.com ', password: '12345678' }, {}],
    [{ email: 'ada', password: '12345678' }, { email: 'Please enter a valid email address' }],
    [
      { email: '', password: '' },
      { email: 'Please enter a valid email address', password: 'Password must be at least 8 characters' },
    ],
    [{ email: 'ada@example.com', password: '1234567' }, { password: 'Password must be at least 8 characters' }],
  ])('%o → %o', (values, expected) => {
    expect(issues(signInSchema.safeParse(values))).toEqual(expected)
  })

  it('trims the e-mail and keeps the password as typed', () => {
    expect(signInSchema.parse({ email: ' a@b.co ', password: ' 12345678 ' })).toEqual({
      email: 'a@b.co',
      password: ' 12345678 ',
    })
  })
})

describe('sign-up schema', () => {
  const ok = { name: 'Ada', email: 'ada@example.com', password: '12345678', confirmPassword: '12345678' }
  it.each([
    [ok, {}],
    [{ ...ok, name: 'A' }, { name: 'Name must be at least 2 characters' }],
    [{ ...ok, name: ' A ' }, { name: 'Name must be at least 2 characters' }],
    [{ ...ok, name: 'Al' }, {}],
    [{ ...ok, name: 'You' }, { name: 'That name is reserved. Please choose another.' }],
    [{ ...ok, name: ' deleted   MEMBER ' }, { name: 'That name is reserved. Please choose another.' }],
    [{ ...ok, name: 'Y\u200bou' }, { name: 'That name is reserved. Please choose another.' }],
    [{ ...ok, name: 'Youth' }, {}],
    [{ ...ok, name: 'x'.repeat(51) }, { name: 'Your name can be at most 50 characters.' }],
    [{ ...ok, email: 'ada@' }, { email: 'Please enter a valid email address' }],
    [{ ...ok, password: 'short', confirmPassword: 'short' }, { password: 'Password must be at least 8 characters' }],
    [{ ...ok, confirmPassword: '12345679' }, { confirmPassword: 'Passwords do not match' }],
    [
      { name: '', email: '', password: '', confirmPassword: 'x' },
      {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
        confirmPassword: 'Passwords do not match',
      },
    ],
  ])('%o → %o', (values, expected) => {
    expect(issues(signUpSchema.safeParse(values))).toEqual(expected)
  })
})

describe('recovery and new-password schemas', () => {
  it.each([
    [{ email: 'ada@example.com' }, {}],
    [{ email: 'nope' }, { email: 'Please enter a valid email address' }],
  ])('recovery %o → %o', (values, expected) => {
    expect(issues(recoveryRequestSchema.safeParse(values))).toEqual(expected)
  })

  it.each([
    [{ password: '12345678', confirmPassword: '12345678' }, {}],
    [{ password: '1234567', confirmPassword: '1234567' }, { password: 'Password must be at least 8 characters' }],
    [{ password: '12345678', confirmPassword: '' }, { confirmPassword: 'Passwords do not match' }],
  ])('new password %o → %o', (values, expected) => {
    expect(issues(newPasswordSchema.safeParse(values))).toEqual(expected)
  })
})
