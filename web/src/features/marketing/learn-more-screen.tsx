import {
  CalendarClock,
  Compass,
  MessageCircle,
  NotebookPen,
  ShieldCheck,
  Sparkles,
  UserPlus,
  Users,
} from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import { Button } from '@/components/ui/button'
import { TRIAL_DAYS } from '@/config/plans'
import { HeaderLink } from '@/components/layout/public-header'
import { PageIntro, PublicLayout } from '@/components/layout/public-layout'

/** The quick links of the sticky sidebar: each is the id of a section below. */
export const quickLinks = [
  { id: 'what-is', label: 'What is Nexus?' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'benefits', label: 'Benefits' },
  { id: 'faq', label: 'FAQ' },
  { id: 'get-started', label: 'Get Started' },
] as const

const steps = [
  {
    title: 'Create your account',
    text: `Sign up in under a minute. Your ${TRIAL_DAYS}-day free trial starts right away, with no credit card.`,
    icon: UserPlus,
  },
  {
    title: 'Explore the rooms',
    text: 'Browse themed rooms such as Dreams, The Void, Overthinking and Life Purpose, and join the ones that call to you.',
    icon: Compass,
  },
  {
    title: 'Join the conversation',
    text: 'Reply under your name or anonymously where the room allows it. Take your time; there is no feed to keep up with.',
    icon: MessageCircle,
  },
  {
    title: 'Reflect and grow',
    text: 'Capture what you learn in your private journal, and book a one-on-one session when you want advice.',
    icon: NotebookPen,
  },
] as const

const benefits = [
  {
    title: 'Meaningful connections',
    text: 'Meet people through what they think, not how they look or how many followers they have.',
    icon: Users,
  },
  {
    title: 'A safe place to be honest',
    text: 'Moderated rooms, anonymous replies and no likes or shares keep the pressure off.',
    icon: ShieldCheck,
  },
  {
    title: 'Tools for reflection',
    text: 'Journals, prompts and an assistant help you turn a good conversation into lasting insight.',
    icon: Sparkles,
  },
  {
    title: 'Time with real people',
    text: 'Scheduled voice and video sessions and one-on-one advice from experienced members.',
    icon: CalendarClock,
  },
] as const

const faqs = [
  {
    q: 'Is Nexus free to try?',
    a: `Yes. Every new account gets a ${TRIAL_DAYS}-day free trial with full room access and no credit card. When it ends you can choose a paid plan or keep browsing on the free tier.`,
  },
  {
    q: 'Can I stay anonymous?',
    a: 'Yes. Many rooms let you reply anonymously, and you decide what your profile shows. Moderators can still act on anonymous posts that break the community guidelines.',
  },
  {
    q: 'How are rooms moderated?',
    a: 'Every room has moderators who remove harassment, spam and harmful content, and who can be reached from Settings → Support. The community guidelines explain what is and is not allowed.',
  },
  {
    q: 'What is a one-on-one session?',
    a: 'A private video or voice call with an experienced member who offers advice. Sessions are available Monday to Friday, 2-6 PM, and you can book one from the dashboard.',
  },
  {
    q: 'Can I cancel a paid plan?',
    a: 'Yes, at any time from Settings → Billing. You keep access until the end of the period you have paid for.',
  },
] as const

/**
 * The information page: a top menu (Getting Started, Community, Pricing), a sticky
 * quick-links sidebar (what-is, how-it-works, benefits, faq, get-started), a 4-step how-it-works
 * section, benefits, a 5-item single-open collapsible FAQ and the Getting Started steps.
 */
export function LearnMoreScreen() {
  return (
    <PublicLayout
      navLabel="Learn more"
      nav={
        <>
          <HeaderLink href="#get-started">Getting Started</HeaderLink>
          <HeaderLink href={paths.communityGuidelines}>Community</HeaderLink>
          <HeaderLink href={paths.pricing}>Pricing</HeaderLink>
        </>
      }
    >
      <PageIntro eyebrow="Learn more" title="Everything you need to know about Nexus">
        <p>How the community works, what it offers and how to take your first step.</p>
      </PageIntro>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-24 sm:px-6 lg:grid-cols-[14rem_1fr]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <nav aria-label="On this page" className="rounded-xl border border-border bg-card p-4 text-card-foreground">
            <p className="px-2 text-sm font-semibold">On this page</p>
            <ul className="mt-2 space-y-1 text-sm">
              {quickLinks.map((l) => (
                <li key={l.id}>
                  <a
                    href={`#${l.id}`}
                    className="block rounded-md px-2 py-1.5 text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

        <div className="min-w-0 space-y-20">
          <section id="what-is" aria-labelledby="what-is-heading" className="scroll-mt-24">
            <h2 id="what-is-heading" className="text-2xl font-bold tracking-tight">
              What is Nexus?
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
              <p>
                Nexus is a community for reflective, introspective conversation. Instead of a feed, it is organised into
                themed rooms where people talk about dreams, purpose, relationships, faith, work and everything in
                between, at their own pace.
              </p>
              <p>
                Alongside the rooms you can make friends and chat one-to-one, keep a private journal, save resources,
                join community meetings and book advice sessions with experienced members.
              </p>
            </div>
          </section>

          <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-24">
            <h2 id="how-heading" className="text-2xl font-bold tracking-tight">
              How It Works
            </h2>
            <ol className="mt-6 grid gap-4 sm:grid-cols-2">
              {steps.map(({ title, text, icon: Icon }, i) => (
                <li key={title} className="rounded-xl border border-border bg-card p-5 text-card-foreground">
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="grid size-9 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                    >
                      {i + 1}
                    </span>
                    <Icon aria-hidden="true" className="size-5 text-primary" />
                  </div>
                  <h3 className="mt-3 font-semibold">
                    <span className="sr-only">Step {i + 1}: </span>
                    {title}
                  </h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
                </li>
              ))}
            </ol>
          </section>

          <section id="benefits" aria-labelledby="benefits-heading" className="scroll-mt-24">
            <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight">
              Benefits
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {benefits.map(({ title, text, icon: Icon }) => (
                <li key={title} className="flex gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <div>
                    <h3 className="font-semibold">{title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-24">
            <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
              Frequently Asked Questions
            </h2>
            <Accordion className="mt-4 rounded-xl border border-border bg-card px-5 text-card-foreground">
              {faqs.map((f, i) => (
                <AccordionItem key={f.q} value={`faq-${i}`}>
                  <AccordionTrigger className="text-base!">{f.q}</AccordionTrigger>
                  <AccordionContent className="leading-relaxed text-muted-foreground">{f.a}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </section>

          <section id="get-started" aria-labelledby="get-started-heading" className="scroll-mt-24">
            <h2 id="get-started-heading" className="text-2xl font-bold tracking-tight">
              Getting Started
            </h2>
            <ol className="mt-6 space-y-4">
              <li className="rounded-xl border border-border bg-card p-5 text-card-foreground">
                <h3 className="font-semibold">1. Create your account</h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  Sign up with your email, or look around first as a guest.{' '}
                  <Link className="font-medium text-primary underline underline-offset-4" to={paths.auth}>
                    Sign up or sign in
                  </Link>
                </p>
              </li>
              <li className="rounded-xl border border-border bg-card p-5 text-card-foreground">
                <h3 className="font-semibold">2. Read the community guidelines</h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  Five minutes that explain how we look after each other.{' '}
                  <Link
                    className="font-medium text-primary underline underline-offset-4"
                    to={paths.communityGuidelines}
                  >
                    Read the guidelines
                  </Link>
                </p>
              </li>
              <li className="rounded-xl border border-border bg-card p-5 text-card-foreground">
                <h3 className="font-semibold">3. Introduce yourself</h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  Say hello in the Introductions room and tell people what brings you here.{' '}
                  <Link className="font-medium text-primary underline underline-offset-4" to={paths.room('intros')}>
                    Go to Introductions
                  </Link>
                </p>
              </li>
              <li className="rounded-xl border border-border bg-card p-5 text-card-foreground">
                <h3 className="font-semibold">4. Choose your plan</h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  Enjoy the {TRIAL_DAYS}-day free trial, then pick the plan that fits you.{' '}
                  <Link className="font-medium text-primary underline underline-offset-4" to={paths.pricing}>
                    Compare plans
                  </Link>
                </p>
              </li>
            </ol>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link to={paths.auth}>Get Started</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={paths.contact}>Contact a Team Member</Link>
              </Button>
            </div>
          </section>
        </div>
      </div>
    </PublicLayout>
  )
}
