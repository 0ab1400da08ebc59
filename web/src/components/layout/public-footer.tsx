import { paths } from '@/config/paths'
import { BrandMark } from './brand'

/** The footer entries: About leads to the information page; Terms, Privacy and Contact to their own pages. */
export const footerLinks = [
  { label: 'About', href: paths.learnMore },
  { label: 'Terms', href: paths.terms },
  { label: 'Privacy', href: paths.privacy },
  { label: 'Contact', href: paths.contact },
] as const

/** '© {year} Nexus' for the given date (default now); shared by the public footer and the dashboard. */
export function Copyright({ now = new Date() }: { now?: Date }) {
  return (
    <p data-volatile className="text-sm text-muted-foreground">
      © {now.getFullYear()} Nexus
    </p>
  )
}

/**
 * The footer of the public pages: logo, a line about the product, the About (/learn-more),
 * Terms (/terms), Privacy (/privacy) and Contact (/contact) entries, the community guidelines
 * and the copyright year.
 */
export function PublicFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-3">
          <BrandMark />
          <p className="text-sm text-muted-foreground">A quieter place online for deep, reflective conversation.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <a
                  className="rounded-sm text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  href={link.href}
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a
                className="rounded-sm text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                href={paths.communityGuidelines}
              >
                Community Guidelines
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
        <Copyright />
      </div>
    </footer>
  )
}
