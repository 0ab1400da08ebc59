import { format, parseISO } from 'date-fns'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageIntro, PublicLayout } from '@/components/layout/public-layout'

/** The day the Terms and the Privacy Policy were last changed (ISO date, local calendar day). */
export const LEGAL_LAST_UPDATED = '2026-11-22'

/** One part of a legal page: its anchor id, its h2 and its text. */
export interface LegalSection {
  id: string
  title: string
  body: ReactNode
}

const linkClass =
  'font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50'

/** An in-app link inside legal text (router navigation, same styling as other text links). */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  )
}

/** A link to another site inside legal text: opens in a new tab, announced as such. */
export function ExternalLegalLink({ href, children }: { href: `https://${string}`; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

/**
 * The frame of the Terms and Privacy pages in the public layout: the page's one h1 with a lead
 * paragraph and 'Last updated {Month d, yyyy}' (from {@link LEGAL_LAST_UPDATED}), an 'On this
 * page' list of anchors, then each section as an h2 in its own card.
 */
export function LegalPage({
  eyebrow,
  title,
  lead,
  sections,
}: {
  eyebrow: string
  title: string
  lead: ReactNode
  sections: readonly LegalSection[]
}) {
  return (
    <PublicLayout>
      <PageIntro eyebrow={eyebrow} title={title}>
        <p>{lead}</p>
        <p className="mt-3 text-sm">
          Last updated <time dateTime={LEGAL_LAST_UPDATED}>{format(parseISO(LEGAL_LAST_UPDATED), 'MMMM d, yyyy')}</time>
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-24 sm:px-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">On this page</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="rounded-sm text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-6">
          {sections.map((s) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-heading`}
              className="scroll-mt-24 rounded-2xl border border-border bg-card p-6 text-card-foreground sm:p-8"
            >
              <h2 id={`${s.id}-heading`} className="text-xl font-semibold tracking-tight">
                {s.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_strong]:text-card-foreground [&_ul]:space-y-2">
                {s.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </PublicLayout>
  )
}
