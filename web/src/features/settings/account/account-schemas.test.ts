// @vitest-environment node
import { canChangePassword, deleteAccountSchema, emailUpdateSchema, passwordChangeSchema } from './account-schemas'
import { isSafeQrCode, qrCodeSrc } from './two-factor'

describe('the password match rule', () => {
  it.each([
    ['', '', false],
    ['long-enough', '', false],
    ['', 'long-enough', false],
    ['long-enough', 'long-enougH', false],
    ['long-enough', 'long-enough', true],
  ])('%j and %j can be sent: %s', (a, b, expected) => {
    expect(canChangePassword(a, b)).toBe(expected)
  })

  it('reports a mismatch as "Passwords don\'t match" on the confirmation', () => {
    const result = passwordChangeSchema.safeParse({
      currentPassword: 'old-password',
      newPassword: 'new-password',
      confirmPassword: 'new-passw0rd',
    })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: "Passwords don't match" }),
    ])
  })

  it('needs the current password and a new one of at least 8 characters', () => {
    const result = passwordChangeSchema.safeParse({
      currentPassword: '',
      newPassword: 'short',
      confirmPassword: 'short',
    })
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['currentPassword', 'newPassword'])
  })
})

describe('the e-mail update and deletion rules', () => {
  it('need a password', () => {
    expect(emailUpdateSchema.safeParse({ email: 'new@example.com', password: '' }).error?.issues[0]?.path).toEqual([
      'password',
    ])
    expect(deleteAccountSchema.safeParse({ password: '', removeAnonymousPosts: false }).success).toBe(false)
    expect(deleteAccountSchema.safeParse({ password: 'x', removeAnonymousPosts: false }).success).toBe(true)
  })

  it('the new e-mail is a valid address, trimmed', () => {
    expect(emailUpdateSchema.parse({ email: ' new@example.com ', password: 'pw' }).email).toBe('new@example.com')
    expect(emailUpdateSchema.safeParse({ email: 'new.example.com', password: 'pw' }).success).toBe(false)
  })
})

describe('the QR code rule', () => {
  it('shows only image data URIs', () => {
    expect(isSafeQrCode('data:image/svg+xml;utf-8,<svg/>')).toBe(true)
    expect(isSafeQrCode('data:image/png;base64,AAAA')).toBe(true)
    expect(isSafeQrCode('https://example.com/qr.svg')).toBe(false)
    expect(isSafeQrCode('javascript:alert(1)')).toBe(false)
    expect(isSafeQrCode('data:text/html,<script>')).toBe(false)
  })

  it("percent-encodes supabase-js's raw SVG so a '#' does not cut it", () => {
    const src = qrCodeSrc('data:image/svg+xml;utf-8,<svg><rect fill="#fff"/></svg>')
    expect(src).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%3E%3Crect%20fill%3D%22%23fff%22%2F%3E%3C%2Fsvg%3E')
    expect(isSafeQrCode(src)).toBe(true)
    expect(qrCodeSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
  })
})
