import { Crown, Sparkles, Star, type LucideIcon } from 'lucide-react'
import { env } from '@/lib/env'
import { TRIAL_DAYS } from '@/lib/auth/session-user'

/** Plan identifiers: the free trial and the two paid tiers. */
export type PlanId = 'free' | 'basic' | 'premium'

/**
 * A subscription plan as the client shows it. These constants are the
 * single source of truth for names and prices: the pricing page, the landing teaser and the
 * About story all read them.
 */
export interface Plan {
  id: PlanId
  /** Display name on the pricing page: Free Trial, Basic, Pro. */
  name: string
  /** Price as shown, e.g. '$15'. */
  price: string
  /** Period as shown after the price, e.g. '/month'. */
  period: string
  description: string
  /** Payment-provider price id sent with checkout; the free plan has no checkout. */
  priceId: string
  features: readonly string[]
  limitations: readonly string[]
  /** Marked 'Most Popular' on the pricing page and the landing teaser. */
  popular: boolean
  icon: LucideIcon
}

/** The label on the popular plan's badge. */
export const POPULAR_LABEL = 'Most Popular'

/** Length of the free trial in days; defined once, with the session's trial rule. */
export { TRIAL_DAYS }

/** Price id of the free plan; it never goes to checkout. */
export const FREE_TRIAL_PRICE_ID = 'price_free_trial'

/**
 * The three plans in display order. Paid price ids come from the validated
 * environment (`VITE_STRIPE_PRICE_BASIC` / `VITE_STRIPE_PRICE_PREMIUM`, required with a backend
 * and equal to the server's, which rejects any other); the placeholders stand only in guest
 * mode, where no checkout can start.
 */
export const plans: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free Trial',
    price: '$0',
    period: `for ${TRIAL_DAYS} days`,
    description: `Explore everything Nexus offers for ${TRIAL_DAYS} days. No credit card required.`,
    priceId: FREE_TRIAL_PRICE_ID,
    features: [
      'Full room access',
      'Community discussions',
      'Journal templates',
      'Basic AI assistant',
      'Mobile app access',
    ],
    limitations: [],
    popular: false,
    icon: Sparkles,
  },
  {
    id: 'basic',
    name: 'Basic',
    price: '$15',
    period: '/month',
    description: 'For regular reflection and steady conversation with the community.',
    priceId: env.VITE_STRIPE_PRICE_BASIC ?? 'price_basic_monthly',
    features: [
      'All rooms',
      'Monthly reflection prompts',
      'Weekly thought questions',
      'Standard support',
      'Mobile app access',
      'Basic analytics',
    ],
    limitations: ['Limited customization'],
    popular: true,
    icon: Star,
  },
  {
    id: 'premium',
    name: 'Pro',
    price: '$25',
    period: '/month',
    description: 'Everything in Basic, plus live sessions and personal guidance.',
    priceId: env.VITE_STRIPE_PRICE_PREMIUM ?? 'price_premium_monthly',
    features: [
      'Everything in Basic',
      'Exclusive live sessions',
      'Personalized AI Q&A',
      'Priority support',
      'Advanced analytics',
      'Custom integrations',
      'Early access to new features',
    ],
    limitations: [],
    popular: false,
    icon: Crown,
  },
]

/** Looks a plan up by id; throws for an unknown id (a programming error). */
export function getPlan(id: PlanId): Plan {
  const plan = plans.find((p) => p.id === id)
  if (!plan) throw new Error(`Unknown plan: ${id}`)
  return plan
}
