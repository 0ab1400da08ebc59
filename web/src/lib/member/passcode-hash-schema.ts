import { z } from 'zod/mini'
import type { PasscodeHash } from './passcode-hash'

/** A passcode as stored ({@link PasscodeHash}): salt and hash non-empty, a positive whole round count. */
export const passcodeHashSchema = z.object({
  salt: z.string().check(z.minLength(1)),
  hash: z.string().check(z.minLength(1)),
  iterations: z.number().check(z.int(), z.positive()),
}) satisfies z.ZodMiniType<PasscodeHash>
