import { ArrowRight } from 'lucide-react'
import { paths } from '@/config/paths'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { DashboardPreview } from './dashboard-preview'
import { FeaturesSection } from '@/components/sections/features-section'
import { PlanTeaser } from './plan-teaser'
import { PromiseSection } from '@/components/sections/promise-section'
import { HeaderLink } from '@/components/layout/public-header'
import { PublicLayout } from '@/components/layout/public-layout'
import { SampleConversation } from './sample-conversation'

/**
 * The landing page at / and /landing: top bar (Features, About, Pricing, Join Now),
 * hero with Get Started and Learn More, a sample conversation, features, a plan teaser, a
 * dashboard preview, Our Promise, a final call to action and the footer.
 *
 * Performance: static markup only, plain anchors (no router code), icons imported one by one,
 * no images; nothing loads late, so nothing shifts.
 */
export function LandingScreen() {
  return (
    <PublicLayout
      nav={
        <>
          <HeaderLink href="#features">Features</HeaderLink>
          <HeaderLink href={paths.about}>About</HeaderLink>
          <HeaderLink href={paths.pricing}>Pricing</HeaderLink>
          <HeaderLink href={paths.auth} primary>
            Join Now
          </HeaderLink>
        </>
      }
    >
      <section
        aria-labelledby="hero-heading"
        className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2"
      >
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">A community for reflective minds</p>
          <h1 id="hero-heading" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Where deep conversations find a home
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">
            Nexus brings together people who want more than small talk. Join themed rooms, reply anonymously when you
            need to, keep a private journal and grow alongside others who think deeply.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={paths.auth} className={cn(buttonVariants({ size: 'lg' }), 'h-11! text-base!')}>
              Get Started
              <ArrowRight aria-hidden="true" />
            </a>
            <a
              href={paths.learnMore}
              className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'h-11! text-base!')}
            >
              Learn More
            </a>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">7-day free trial. No credit card required.</p>
        </div>
        <SampleConversation />
      </section>

      <div className="mx-auto max-w-6xl space-y-24 px-4 pb-24 sm:px-6">
        <FeaturesSection />
        <PlanTeaser />

        <section aria-labelledby="preview-heading" className="grid items-center gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <h2 id="preview-heading" className="text-3xl font-bold tracking-tight">
              Your space to reflect
            </h2>
            <p className="mt-3 text-muted-foreground">
              Your dashboard gathers the rooms you love, the people you talk with and the sessions you have booked, so
              you can pick up every conversation where you left it.
            </p>
          </div>
          <DashboardPreview className="lg:col-span-3" />
        </section>

        <PromiseSection />

        <section
          aria-labelledby="cta-heading"
          className="rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground"
        >
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            Ready to go deeper?
          </h2>
          <p className="mx-auto mt-3 max-w-xl">
            Join a community that listens. Your 7-day free trial starts the moment you sign up.
          </p>
          <a
            href={paths.auth}
            className={cn(
              buttonVariants({ variant: 'secondary', size: 'lg' }),
              'mt-8 h-11! text-base! focus-visible:ring-primary-foreground!',
            )}
          >
            Start Your Free Trial
          </a>
        </section>
      </div>
    </PublicLayout>
  )
}
