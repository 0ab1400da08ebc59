import { Clock, LifeBuoy, Mail, Users } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { EmergencyContactDialog } from '@/components/care/emergency-contact-dialog'
import { PageIntro, PublicLayout } from '@/components/layout/public-layout'
import { ContactForm } from './contact-form'

/** Support hours shown on the contact page. */
export const supportHours = [
  { days: 'Mon-Fri', hours: '9am-5pm EST' },
  { days: 'Weekend', hours: '10am-2pm EST' },
] as const

/**
 * The contact page: the 'Contact a Team Member' form, the support hours, urgent help
 * ('Emergency Contact', for everyone, signed in or not) and a pointer to the Dreams room for
 * group support.
 */
export function ContactScreen() {
  return (
    <PublicLayout>
      <PageIntro eyebrow="Contact" title="We're here to help">
        <p>Questions, feedback or something on your mind? Send us a message and a team member will reply.</p>
      </PageIntro>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-24 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <div className="rounded-2xl border border-border bg-card p-6 text-card-foreground sm:p-8">
          <ContactForm />
        </div>
        <div className="space-y-6">
          <section
            aria-labelledby="hours-heading"
            className="rounded-2xl border border-border bg-card p-6 text-card-foreground"
          >
            <h2 id="hours-heading" className="flex items-center gap-2 text-lg font-semibold">
              <Clock aria-hidden="true" className="size-5 text-primary" />
              Support hours
            </h2>
            <dl className="mt-4 space-y-2 text-sm">
              {supportHours.map((h) => (
                <div key={h.days} className="flex justify-between gap-4">
                  <dt className="font-medium">{h.days}</dt>
                  <dd className="text-muted-foreground">{h.hours}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 flex items-start gap-2 text-sm text-muted-foreground">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              We answer messages in the order they arrive, usually within one working day.
            </p>
          </section>
          <section
            aria-labelledby="urgent-heading"
            className="rounded-2xl border border-border bg-card p-6 text-card-foreground"
          >
            <h2 id="urgent-heading" className="flex items-center gap-2 text-lg font-semibold">
              <LifeBuoy aria-hidden="true" className="size-5 text-primary" />
              Urgent help
            </h2>
            <p className="mt-3 text-sm text-muted-foreground">
              The team and the moderators are not an emergency service. If you or someone else is in danger, get help
              now.
            </p>
            <div className="mt-4">
              <EmergencyContactDialog />
            </div>
          </section>
          <section
            aria-labelledby="group-heading"
            className="rounded-2xl border border-border bg-card p-6 text-card-foreground"
          >
            <h2 id="group-heading" className="flex items-center gap-2 text-lg font-semibold">
              <Users aria-hidden="true" className="size-5 text-primary" />
              Group support
            </h2>
            <p className="mt-3 text-sm text-muted-foreground">
              Sometimes it helps to talk it through with others. Members support each other every day in the Dreams
              room.
            </p>
            <Link
              to={paths.room('dreams')}
              className="mt-4 inline-block font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              Visit the Dreams room
            </Link>
          </section>
        </div>
      </div>
    </PublicLayout>
  )
}
