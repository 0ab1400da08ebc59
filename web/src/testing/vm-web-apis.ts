import { webcrypto } from 'node:crypto'
import {
  CompressionStream,
  DecompressionStream,
  ReadableStream,
  TransformStream,
  WritableStream,
} from 'node:stream/web'

// Unit tests run each file in its own VM context (Vitest's `vmThreads` pool: one jsdom import per
// worker instead of one per file). jsdom's window, which is that context's global, lacks Web APIs
// every browser has and the app uses: WebCrypto's `subtle` (passcode hashing) and the streams
// (PDF and import tests). Node's own implementations stand in, as they do in the `forks` pool.
const missing = { CompressionStream, DecompressionStream, ReadableStream, TransformStream, WritableStream }
for (const [name, value] of Object.entries(missing)) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true })
}
if (globalThis.crypto && !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true })
}
