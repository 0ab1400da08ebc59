// @vitest-environment node
import { safeParse } from 'zod/mini'
import { hashPasscode, PASSCODE_ITERATIONS, verifyPasscode } from './passcode-hash'
import { passcodeHashSchema } from './passcode-hash-schema'

const bytes = (base64: string) => atob(base64).length

describe('passcode hashing', () => {
  it(
    'stores PBKDF2-SHA-256 with at least 210,000 rounds, a 16-byte random salt and a 32-byte hash',
    {
      timeout: 20_000,
    },
    async () => {
      const stored = await hashPasscode('a1b2')
      expect(stored.iterations).toBe(PASSCODE_ITERATIONS)
      expect(stored.iterations).toBeGreaterThanOrEqual(210_000)
      expect(bytes(stored.salt)).toBe(16)
      expect(bytes(stored.hash)).toBe(32)
      expect(Object.keys(stored).sort()).toEqual(['hash', 'iterations', 'salt'])
      expect(JSON.stringify(stored)).not.toContain('a1b2')
      expect(safeParse(passcodeHashSchema, stored).success).toBe(true)
    },
  )

  it('gives the same passcode a different salt and hash each time', async () => {
    const [a, b] = await Promise.all([hashPasscode('a1b2', 1000), hashPasscode('a1b2', 1000)])
    expect(a.salt).not.toBe(b.salt)
    expect(a.hash).not.toBe(b.hash)
  })

  it('matches only the passcode it was made from, with the round count it stores', async () => {
    const stored = await hashPasscode('a1b2', 1000)
    expect(await verifyPasscode('a1b2', stored)).toBe(true)
    for (const guess of ['a1b3', 'A1B2', 'a1b', '', 'a1b2 ']) expect(await verifyPasscode(guess, stored)).toBe(false)
    expect(await verifyPasscode('a1b2', { ...stored, iterations: 1001 })).toBe(false)
  })

  it('never matches a malformed stored hash', async () => {
    const stored = await hashPasscode('a1b2', 1000)
    expect(await verifyPasscode('a1b2', { ...stored, hash: 'not base64!' })).toBe(false)
    expect(await verifyPasscode('a1b2', { ...stored, hash: btoa('short') })).toBe(false)
  })
})
