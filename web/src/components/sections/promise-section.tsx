import { EyeOff, HandHeart, Heart, Lock } from 'lucide-react'
import { cn } from '@/lib/utils'

const promises = [
  {
    title: 'No likes, no shares',
    text: 'Nothing here is built to make you perform. Conversations are for understanding, not applause.',
    icon: Heart,
  },
  {
    title: 'Moderated with care',
    text: 'Every room is moderated, so honesty never has to come at the cost of safety.',
    icon: HandHeart,
  },
  {
    title: 'Anonymous when you need it',
    text: 'Reply anonymously in the rooms that allow it, and keep your profile as private as you like.',
    icon: EyeOff,
  },
  {
    title: 'Private by invitation',
    text: 'Some conversations belong to a few people. Invitation-only rooms keep them that way.',
    icon: Lock,
  },
] as const

/** The 'Our Promise' section, shared by the landing page and the dashboard. */
export function PromiseSection({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="promise-heading"
      className={cn('rounded-2xl border border-border bg-card p-6 text-card-foreground sm:p-10', className)}
    >
      <div className="max-w-2xl">
        <h2 id="promise-heading" className="text-3xl font-bold tracking-tight">
          Our Promise
        </h2>
        <p className="mt-3 text-muted-foreground">
          Nexus is a place to think out loud. These are the commitments that keep it that way.
        </p>
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {promises.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/15 text-primary"
            >
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
