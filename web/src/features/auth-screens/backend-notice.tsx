import { Info } from 'lucide-react'
import { cn } from '@/lib/utils'

/** The README section that explains how to connect a backend. */
export const README_SECTION_ANCHOR = 'connect-a-supabase-project'

/**
 * Every variable a build with a backend needs (the start-up check in `@/lib/env` refuses a
 * backend build that lacks any of them), with what each one is.
 */
export const BACKEND_VARIABLES = [
  { name: 'VITE_SUPABASE_URL', description: 'the Supabase project’s API URL' },
  { name: 'VITE_SUPABASE_ANON_KEY', description: 'the project’s anon (public) key' },
  {
    name: 'VITE_STRIPE_PRICE_BASIC',
    description: 'the Stripe price id (price_…) of the Basic plan, the same as the functions’ STRIPE_PRICE_BASIC',
  },
  {
    name: 'VITE_STRIPE_PRICE_PREMIUM',
    description: 'the Stripe price id (price_…) of the Pro plan, the same as the functions’ STRIPE_PRICE_PREMIUM',
  },
] as const

/**
 * Where the README's 'Connect a Supabase project' section lives: the project's repository
 * (set `VITE_REPOSITORY_URL`, e.g. https://github.com/<owner>/<repo>) plus the section anchor.
 * Without it the link points to the summary of that section inside this notice.
 */
export function readmeSectionUrl(repositoryUrl: unknown = import.meta.env.VITE_REPOSITORY_URL): string {
  const base = typeof repositoryUrl === 'string' ? repositoryUrl.trim().replace(/\/+$/, '') : ''
  return base ? `${base}#${README_SECTION_ANCHOR}` : `#${README_SECTION_ANCHOR}`
}

/**
 * The notice the account screens (/auth, /forgot-password, /reset-password) show in guest mode,
 * when this build has no Supabase project: it explains that accounts need one, summarises the
 * README's 'Connect a Supabase project' steps (the four variables of {@link BACKEND_VARIABLES})
 * and links to that section. The screens render it only when the backend is not configured.
 */
export function BackendNotice({ className }: { className?: string }) {
  const href = readmeSectionUrl()
  const external = !href.startsWith('#')
  return (
    <aside
      aria-labelledby="backend-notice-heading"
      className={cn('rounded-xl border border-primary/40 bg-primary/10 p-5 text-sm text-foreground', className)}
    >
      <h2 id="backend-notice-heading" className="flex items-center gap-2 text-base font-semibold">
        <Info aria-hidden="true" className="size-5 text-primary" />
        Accounts need a configured backend
      </h2>
      <p className="mt-2 leading-relaxed">
        This copy of Nexus runs in guest mode, without a Supabase project, so signing in, signing up and password resets
        are not available. Every page still works as a guest on sample data.
      </p>
      <div id={README_SECTION_ANCHOR} className="mt-3 scroll-mt-24 leading-relaxed">
        <p>
          To enable accounts, set these four variables before building or starting the app (for example in
          web/.env.local):
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {BACKEND_VARIABLES.map((v) => (
            <li key={v.name}>
              <code className="rounded bg-muted px-1 py-0.5 text-xs break-all">{v.name}</code>, {v.description}
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-3">
        <a
          href={href}
          className="font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}
        >
          README: Connect a Supabase project
          {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
        </a>
      </p>
    </aside>
  )
}
