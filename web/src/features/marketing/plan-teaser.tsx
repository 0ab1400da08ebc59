import { Check } from 'lucide-react'
import { paths } from '@/config/paths'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { POPULAR_LABEL, plans } from '@/config/plans'
import { cn } from '@/lib/utils'

/**
 * The landing page's three-plan teaser. Names and prices come from the pricing
 * page's plan constants, so the two pages cannot disagree; each Choose link goes to /pricing.
 */
export function PlanTeaser() {
  return (
    <section aria-labelledby="plans-heading" className="scroll-mt-24">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="plans-heading" className="text-3xl font-bold tracking-tight">
          Simple, honest pricing
        </h2>
        <p className="mt-3 text-muted-foreground">Start with a 7-day free trial. No credit card required.</p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <li
            key={plan.id}
            data-plan={plan.id}
            className={cn(
              'relative flex flex-col rounded-xl border bg-card p-6 text-card-foreground',
              plan.popular ? 'border-primary shadow-lg' : 'border-border',
            )}
          >
            {plan.popular ? <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">{POPULAR_LABEL}</Badge> : null}
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            <p className="mt-2">
              <span className="text-3xl font-bold" data-testid="plan-price">
                {plan.price}
              </span>{' '}
              <span className="text-sm text-muted-foreground">{plan.period}</span>
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
            <ul className="mt-4 flex-1 space-y-2 text-sm">
              {plan.features.slice(0, 3).map((f) => (
                <li key={f} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {f}
                </li>
              ))}
            </ul>
            <a
              href={paths.pricing}
              className={cn(buttonVariants({ variant: plan.popular ? 'default' : 'outline' }), 'mt-6 w-full')}
            >
              Choose {plan.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
