/**
 * `npm run backend:up`: serves every function like `_dev/serve.ts`, with Stripe answered by the
 * local Stripe API double (`_tests/stripe_double.ts`) started in this process on an ephemeral
 * port. STRIPE_SECRET_KEY must be set (the double accepts only that key); STRIPE_API_BASE is set
 * here. Nothing reaches Stripe.
 */
import { startStripeDouble } from '../_tests/stripe_double.ts'

const secretKey = Deno.env.get('STRIPE_SECRET_KEY')
if (!secretKey) {
  console.error('STRIPE_SECRET_KEY is not set')
  Deno.exit(1)
}
const stripe = await startStripeDouble({ secretKey })
Deno.env.set('STRIPE_API_BASE', stripe.url)
console.log(`Stripe API double on ${stripe.url}`)
await import('./serve.ts')
