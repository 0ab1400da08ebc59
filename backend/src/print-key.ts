/**
 * Prints the anon or service-role API key for `scripts/backend/up.sh`:
 * `tsx src/print-key.ts anon|service_role` with BACKEND_JWT_SECRET and BACKEND_ISSUER set.
 */
import { JwtKeys } from './jwt.ts'

const role = process.argv[2]
if (role !== 'anon' && role !== 'service_role') throw new Error('usage: print-key.ts anon|service_role')
const secret = process.env.BACKEND_JWT_SECRET
const issuer = process.env.BACKEND_ISSUER
if (!secret || !issuer) throw new Error('BACKEND_JWT_SECRET and BACKEND_ISSUER must be set')
process.stdout.write(`${await new JwtKeys(secret).apiKey(role, issuer)}\n`)
