/**
 * The stand-in follows `supabase/config.toml`: Auth settings read from the file, not fixed
 * defaults (a temporary file with values other than the project's), and the password rules they
 * turn on.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authSettings } from '../src/auth/settings.ts'
import { checkPasswordStrength } from '../src/auth/passwords.ts'
import { loadConfig } from '../src/config.ts'

const env = {
  BACKEND_PORT: '54999',
  BACKEND_ADMIN_DATABASE_URL: 'postgres://admin@127.0.0.1:1/postgres',
  BACKEND_API_DATABASE_URL: 'postgres://authenticator@127.0.0.1:1/postgres',
  BACKEND_FUNCTIONS_URL: 'http://127.0.0.1:2',
  BACKEND_JWT_SECRET: 'x'.repeat(40),
  BACKEND_STORAGE_DIR: '/tmp/nowhere',
}

let folder = ''
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'nexus-backend-config-'))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

async function settingsOf(toml: string) {
  const file = join(folder, `config-${Math.random().toString(36).slice(2)}.toml`)
  await writeFile(file, toml)
  return authSettings(loadConfig(file, env))
}

describe('Auth settings from config.toml', () => {
  it('reads rotation, reuse interval, e-mail codes, confirmations, current password and the TOTP switches', async () => {
    const settings = await settingsOf(`
[auth]
enable_refresh_token_rotation = false
refresh_token_reuse_interval = 30
password_requirements = "letters_digits"
[auth.email]
double_confirm_changes = false
require_current_password = true
otp_length = 8
otp_expiry = 600
[auth.mfa.totp]
enroll_enabled = false
verify_enabled = false
`)
    expect(settings).toMatchObject({
      refreshTokenRotation: false,
      refreshTokenReuseIntervalSeconds: 30,
      doubleConfirmChanges: false,
      requireCurrentPassword: true,
      otpLength: 8,
      otpExpirySeconds: 600,
      totpEnrollEnabled: false,
      totpVerifyEnabled: false,
    })
  })

  it("takes GoTrue's defaults for what the file leaves out", async () => {
    expect(await settingsOf('[auth]\n')).toMatchObject({
      refreshTokenRotation: true,
      refreshTokenReuseIntervalSeconds: 10,
      doubleConfirmChanges: true,
      requireCurrentPassword: false,
      passwordRequiredCharacters: [],
      otpLength: 6,
      totpEnrollEnabled: true,
      totpVerifyEnabled: true,
    })
  })

  it('password_requirements: a password without a character of each set is weak (422), naming the sets', async () => {
    const settings = await settingsOf(
      '[auth]\nminimum_password_length = 8\npassword_requirements = "lower_upper_letters_digits"\n',
    )
    expect(() => checkPasswordStrength(settings, 'Abcdefg1')).not.toThrow()
    expect(() => checkPasswordStrength(settings, 'abcdefg1')).toThrow(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    )
    try {
      checkPasswordStrength(settings, 'abc')
      expect.unreachable('a short password without capitals or digits is refused')
    } catch (error) {
      expect(error).toMatchObject({ status: 422, code: 'weak_password' })
      expect(JSON.stringify(error)).toContain('"reasons":["length","characters"]')
    }
  })

  it('refuses a password_requirements value GoTrue does not know', async () => {
    await expect(settingsOf('[auth]\npassword_requirements = "emoji"\n')).rejects.toThrow(
      '[auth] password_requirements: unknown value "emoji"',
    )
  })
})
