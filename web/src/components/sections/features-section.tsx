import { Shield, Sprout, Users, type LucideIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

interface Feature {
  title: string
  description: string
  icon: LucideIcon
}

/** The three product features, in display order. */
export const features: readonly Feature[] = [
  {
    title: 'Deep Connections',
    description:
      'Meet people who would rather talk about what matters. Themed rooms bring together those who are asking the same questions you are.',
    icon: Users,
  },
  {
    title: 'Safe Spaces',
    description:
      'Moderated rooms, anonymous replies where you want them, and no likes or shares to perform for. Say what you actually think.',
    icon: Shield,
  },
  {
    title: 'Personal Growth',
    description:
      'Journals, reflection prompts and one-on-one advice sessions help you turn good conversations into lasting insight.',
    icon: Sprout,
  },
]

/**
 * The features section: Deep Connections, Safe Spaces, Personal Growth. Carries
 * `id="features"` for the landing top bar's anchor; the dashboard reuses it.
 */
export function FeaturesSection({ className }: { className?: string }) {
  return (
    <section id="features" aria-labelledby="features-heading" className={cn('scroll-mt-24', className)}>
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
          Why Nexus
        </h2>
        <p className="mt-3 text-muted-foreground">
          A slower, kinder corner of the internet, built for conversations that stay with you.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {features.map(({ title, description, icon: Icon }) => (
          <li key={title} className="rounded-xl border border-border bg-card p-6 text-card-foreground">
            <span aria-hidden="true" className="grid size-11 place-items-center rounded-lg bg-primary/15 text-primary">
              <Icon className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
