import type { ReactNode } from 'react'
import { paths } from '@/config/paths'
import { HeaderLink, PublicHeader } from './public-header'
import { PublicFooter } from './public-footer'

/** The default top-bar items of the public information pages: About, Pricing, Contact, Join Now. */
export function DefaultPublicNav() {
  return (
    <>
      <HeaderLink href={paths.about}>About</HeaderLink>
      <HeaderLink href={paths.pricing}>Pricing</HeaderLink>
      <HeaderLink href={paths.contact}>Contact</HeaderLink>
      <HeaderLink href={paths.auth} primary>
        Join Now
      </HeaderLink>
    </>
  )
}

/**
 * Page frame of the public pages: {@link PublicHeader} (with `nav`, default
 * {@link DefaultPublicNav}), a `<main>` landmark holding `children`, and {@link PublicFooter}.
 */
export function PublicLayout({ nav, navLabel, children }: { nav?: ReactNode; navLabel?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader label={navLabel}>{nav ?? <DefaultPublicNav />}</PublicHeader>
      <main id="main" className="flex-1">
        {children}
      </main>
      <PublicFooter />
    </div>
  )
}

/** A page's title block: the page's single h1 with an optional eyebrow line and lead paragraph. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-16 pb-10 text-center sm:px-6 md:pt-20">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      {children ? <div className="mt-5 text-lg text-muted-foreground">{children}</div> : null}
    </div>
  )
}
