/**
 * PBKDF2 rounds for a new passcode hash: OWASP's figure for PBKDF2-HMAC-SHA-256 (Password Storage
 * Cheat Sheet). A stored hash keeps its own count, so raising this later needs no migration.
 */
export const PASSCODE_ITERATIONS = 600_000
/** Random salt per passcode, in bytes. */
export const PASSCODE_SALT_BYTES = 16
const HASH_BITS = 256

/** A stored passcode hash: PBKDF2-HMAC-SHA-256 of the passcode, with its salt and round count (salt and hash in base64). */
export interface PasscodeHash {
  salt: string
  hash: string
  iterations: number
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

async function derive(passcode: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(passcode), 'PBKDF2', false, ['deriveBits'])
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS),
  )
}

/**
 * Hashes `passcode` with WebCrypto PBKDF2 (SHA-256, {@link PASSCODE_ITERATIONS} rounds, a fresh
 * 16-byte random salt). The passcode itself is kept nowhere.
 */
export async function hashPasscode(passcode: string, iterations: number = PASSCODE_ITERATIONS): Promise<PasscodeHash> {
  const salt = crypto.getRandomValues(new Uint8Array(PASSCODE_SALT_BYTES))
  return { salt: toBase64(salt), hash: toBase64(await derive(passcode, salt, iterations)), iterations }
}

/**
 * True when `passcode` is the one `stored` was made from. Every byte is compared, so the time
 * taken does not tell how much of a guess was right. A malformed stored hash never matches.
 */
export async function verifyPasscode(passcode: string, stored: PasscodeHash): Promise<boolean> {
  let salt: Uint8Array<ArrayBuffer>
  let expected: Uint8Array
  try {
    salt = fromBase64(stored.salt)
    expected = fromBase64(stored.hash)
  } catch {
    return false
  }
  const actual = await derive(passcode, salt, stored.iterations)
  if (actual.length !== expected.length) return false
  let difference = 0
  for (let i = 0; i < actual.length; i++) difference |= actual[i]! ^ expected[i]!
  return difference === 0
}
