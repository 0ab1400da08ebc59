import { Check, CircleCheck, X } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card'
import { HeaderLink } from '@/components/layout/public-header'
import { PublicLayout } from '@/components/layout/public-layout'
import { isTrialValid } from '@/lib/auth/trial'
import { cn } from '@/lib/utils'
import { plans, POPULAR_LABEL, TRIAL_DAYS, type Plan, type PlanId } from '@/config/plans'
import { PricingFaq } from './pricing-faq'

/**
 * The part of the session user the pricing page reads. `null` is an unauthenticated visitor
 * (never signed in, never chose 'Continue as Guest'); the guest has `isGuest`.
 */
export interface PricingUser {
  isGuest: boolean
  isAdmin: boolean
  trialEndDate: string | null
}

/** Props of {@link PricingView}. */
export interface PricingViewProps {
  user: PricingUser | null
  /** The plan whose checkout request is pending, if any (its button reads 'Processing...'). */
  busyPlan?: PlanId | null
  /** Starts checkout for a paid plan; called for a member or the guest (who is asked to sign in). */
  onSubscribe: (plan: Plan) => void
  /** Clock for the trial check; defaults to now. */
  now?: Date
  /**
   * The session is still being read: the banner, plans and FAQ keep their place but stay hidden
   * until it is known whether the banner shows, so nothing on screen moves when it does.
   */
  pending?: boolean
}

/** True for a signed-in member (a user who is not the guest). */
export function isMember(user: PricingUser | null): user is PricingUser {
  return Boolean(user && !user.isGuest)
}

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(iso))
}

/**
 * The pricing page, presentational: top bar with 'Dashboard' for a signed-in
 * non-guest and 'Sign In' otherwise; the '7-Day Free Trial Active' banner for a member whose
 * trial is valid; the three plan cards ('Start Free Trial' → /dashboard; paid: 'Start {plan}
 * Plan', which calls `onSubscribe`, for a member and for the guest, who is then asked to sign
 * in; 'Sign Up for {plan}' → /auth for an unauthenticated visitor); the FAQ. While `pending`,
 * all but the heading is laid out hidden.
 */
export function PricingView({ user, busyPlan = null, onSubscribe, now, pending = false }: PricingViewProps) {
  const member = isMember(user)
  const trialActive = member && isTrialValid(user, now)

  return (
    <PublicLayout
      navLabel="Account"
      nav={
        member ? (
          <HeaderLink href={paths.dashboard}>Dashboard</HeaderLink>
        ) : (
          <HeaderLink href={paths.auth}>Sign In</HeaderLink>
        )
      }
    >
      <div className="mx-auto max-w-6xl space-y-16 px-4 pt-16 pb-24 sm:px-6 md:pt-20">
        <div data-frame className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Pricing</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">Choose Your Journey</h1>
          <p className="mt-5 text-lg text-muted-foreground">
            Start with a {TRIAL_DAYS}-day free trial, no credit card required. Upgrade when you are ready.
          </p>
        </div>

        <div className={cn('space-y-16', pending && 'invisible')} aria-busy={pending || undefined}>
          {trialActive ? (
            <div
              role="status"
              className="mx-auto flex max-w-3xl items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4"
            >
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              <div>
                <p className="font-semibold">7-Day Free Trial Active</p>
                <p className="text-sm text-muted-foreground">
                  {user.trialEndDate
                    ? `You have full access until ${formatDate(user.trialEndDate)}. Pick a plan any time to keep going.`
                    : 'You have full access. Pick a plan any time to keep going.'}
                </p>
              </div>
            </div>
          ) : null}

          <section aria-labelledby="plans-heading">
            <h2 id="plans-heading" className="sr-only">
              Plans
            </h2>
            <ul className="grid gap-6 md:grid-cols-3">
              {plans.map((plan) => (
                <li key={plan.id} data-plan={plan.id} className="flex">
                  <PlanCard
                    plan={plan}
                    canSubscribe={user !== null}
                    busy={busyPlan === plan.id}
                    anyBusy={busyPlan !== null}
                    onSubscribe={onSubscribe}
                  />
                </li>
              ))}
            </ul>
          </section>

          <PricingFaq />
        </div>
      </div>
    </PublicLayout>
  )
}

function PlanCard({
  plan,
  canSubscribe,
  busy,
  anyBusy,
  onSubscribe,
}: {
  plan: Plan
  canSubscribe: boolean
  busy: boolean
  anyBusy: boolean
  onSubscribe: (plan: Plan) => void
}) {
  const Icon = plan.icon
  return (
    <Card className={cn('relative w-full', plan.popular && 'border-primary shadow-lg!')}>
      {plan.popular ? <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">{POPULAR_LABEL}</Badge> : null}
      <CardHeader>
        <span aria-hidden="true" className="grid size-10 place-items-center rounded-lg bg-primary/15 text-primary">
          <Icon className="size-5" />
        </span>
        <h3 className="mt-2 text-xl font-semibold">{plan.name}</h3>
        <p>
          <span className="text-4xl font-bold" data-testid="plan-price">
            {plan.price}
          </span>{' '}
          <span className="text-sm text-muted-foreground">{plan.period}</span>
        </p>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-2 text-sm" aria-label={`${plan.name} features`}>
          {plan.features.map((f) => (
            <li key={f} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {f}
            </li>
          ))}
          {plan.limitations.map((l) => (
            <li key={l} className="flex items-start gap-2 text-muted-foreground">
              <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="sr-only">Limitation: </span>
                {l}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {plan.id === 'free' ? (
          <Button asChild variant="outline" className="w-full">
            <Link to={paths.dashboard}>Start Free Trial</Link>
          </Button>
        ) : canSubscribe ? (
          <Button
            className="w-full"
            variant={plan.popular ? 'default' : 'outline'}
            disabled={anyBusy}
            aria-busy={busy || undefined}
            onClick={() => onSubscribe(plan)}
          >
            {busy ? 'Processing...' : `Start ${plan.name} Plan`}
          </Button>
        ) : (
          <Button asChild className="w-full" variant={plan.popular ? 'default' : 'outline'}>
            <Link to={paths.auth}>Sign Up for {plan.name}</Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  )
}
