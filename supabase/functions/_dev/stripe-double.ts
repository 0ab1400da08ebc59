/**
 * The local Stripe API double (`_tests/stripe_double.ts`) on its own, for functions served
 * elsewhere: the `e2e-real-stack` CI job runs it beside `supabase functions serve`, whose
 * containers reach it through the Docker network's gateway. STRIPE_SECRET_KEY must be set (the
 * double accepts only that key); STRIPE_DOUBLE_HOSTNAME (default 127.0.0.1) and
 * STRIPE_DOUBLE_PORT (default 12111) say where it listens. Runs until stopped.
 */
import { startStripeDouble } from '../_tests/stripe_double.ts'

const secretKey = Deno.env.get('STRIPE_SECRET_KEY')
const port = Number(Deno.env.get('STRIPE_DOUBLE_PORT') ?? 12111)
if (!secretKey || !Number.isInteger(port)) {
  console.error('STRIPE_SECRET_KEY must be set, and STRIPE_DOUBLE_PORT be a port number')
  Deno.exit(1)
}
const stripe = await startStripeDouble({
  secretKey,
  hostname: Deno.env.get('STRIPE_DOUBLE_HOSTNAME') ?? '127.0.0.1',
  port,
})
console.log(`Stripe API double on ${stripe.url}`)
