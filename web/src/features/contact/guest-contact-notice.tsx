import { Mail } from 'lucide-react'
import type { ContactFormValues } from './contact-values'
import { contactMailto, SUPPORT_EMAIL } from './mailto'

/** The guest-mode notice's heading. */
export const GUEST_NOTICE_TITLE = 'Sending needs a configured backend'

/**
 * Shown under the contact form when this build has no backend: says plainly that the form
 * cannot deliver anything here, and offers a `mailto:` link to {@link SUPPORT_EMAIL} whose
 * subject and body follow what the visitor has typed so far.
 */
export function GuestContactNotice({ values }: { values: ContactFormValues }) {
  return (
    <aside
      aria-labelledby="contact-guest-heading"
      className="rounded-xl border border-primary/40 bg-primary/10 p-4 text-sm text-foreground"
    >
      <h3 id="contact-guest-heading" className="flex items-center gap-2 font-semibold">
        <Mail aria-hidden="true" className="size-4 text-primary" />
        {GUEST_NOTICE_TITLE}
      </h3>
      <p className="mt-2 leading-relaxed">
        This copy of Nexus runs in guest mode, without a Supabase project, so this form cannot deliver your message.
        Write to us by e-mail instead: the link opens your e-mail app with your subject and message filled in.
      </p>
      <p className="mt-3">
        <a
          href={contactMailto(values)}
          className="font-medium break-all text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          E-mail {SUPPORT_EMAIL}
        </a>
      </p>
    </aside>
  )
}
