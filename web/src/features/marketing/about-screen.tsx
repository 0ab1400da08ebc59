import { BookOpen, Brain, MessageCircle, Shield, Sprout } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { getPlan, TRIAL_DAYS } from '@/config/plans'
import { PageIntro, PublicLayout } from '@/components/layout/public-layout'

const values = [
  {
    title: 'Authentic Expression',
    text: 'Say what you really think and feel. Nobody here is keeping score, so there is nothing to perform.',
    icon: MessageCircle,
  },
  {
    title: 'Intellectual Depth',
    text: 'We favour the long answer, the careful question and the idea worth sitting with for a while.',
    icon: Brain,
  },
  {
    title: 'Personal Growth',
    text: 'Conversation is a tool for understanding yourself. Journals and prompts help the insight stick.',
    icon: Sprout,
  },
  {
    title: 'Safe Spaces',
    text: 'Moderated rooms and anonymous replies make it possible to be honest about hard things.',
    icon: Shield,
  },
] as const

/**
 * The About page: mission, the four core values, the story (anonymous replies and
 * the Basic price, read from the plan constants), and calls to action to /pricing and /learn-more.
 */
export function AboutScreen() {
  const basic = getPlan('basic')
  return (
    <PublicLayout>
      <PageIntro eyebrow="About Nexus" title="Conversation worth having">
        <p>Nexus is a community for people who would rather go deep than go viral.</p>
      </PageIntro>

      <div className="mx-auto max-w-5xl space-y-20 px-4 pb-24 sm:px-6">
        <section
          aria-labelledby="mission-heading"
          className="rounded-2xl border border-border bg-card p-6 text-card-foreground sm:p-10"
        >
          <h2 id="mission-heading" className="text-2xl font-bold tracking-tight">
            Our Mission
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Most of the internet rewards the quick take. Our mission is to make room for the slow one: a place where
            people can explore the questions that matter to them, be met with curiosity instead of judgement, and leave
            each conversation understanding themselves and each other a little better.
          </p>
        </section>

        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="text-2xl font-bold tracking-tight">
            Our Core Values
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {values.map(({ title, text, icon: Icon }) => (
              <li key={title} className="rounded-xl border border-border bg-card p-6 text-card-foreground">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-lg bg-primary/15 text-primary"
                >
                  <Icon className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="story-heading" className="grid gap-8 md:grid-cols-[auto_1fr]">
          <span
            aria-hidden="true"
            className="hidden size-14 place-items-center rounded-2xl bg-primary/15 text-primary md:grid"
          >
            <BookOpen className="size-7" />
          </span>
          <div>
            <h2 id="story-heading" className="text-2xl font-bold tracking-tight">
              Our Story
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
              <p>
                Nexus began as a small group chat among friends who kept staying up too late talking about dreams,
                doubts and what a good life looks like. The conversations were the best part of their week, and they
                wondered why the rest of the internet felt so different.
              </p>
              <p>
                The first rooms opened to a handful of strangers. We quickly learned that people open up when they can
                choose to reply anonymously, when nobody counts likes, and when a moderator is quietly looking after the
                room. Those lessons became the foundations of Nexus.
              </p>
              <p>
                Today anyone can try every room free for {TRIAL_DAYS} days. After that, membership starts at{' '}
                <strong className="font-semibold text-foreground">
                  {basic.price}
                  {basic.period}
                </strong>{' '}
                with the {basic.name} plan, which keeps Nexus independent, ad-free and focused on its members.
              </p>
            </div>
          </div>
        </section>

        <section
          aria-labelledby="about-cta-heading"
          className="rounded-2xl border border-border bg-card p-8 text-center text-card-foreground"
        >
          <h2 id="about-cta-heading" className="text-2xl font-bold tracking-tight">
            Find your people
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
            See what each plan includes, or read more about how Nexus works before you join.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to={paths.pricing}>View Pricing</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.learnMore}>Learn More</Link>
            </Button>
          </div>
        </section>
      </div>
    </PublicLayout>
  )
}
