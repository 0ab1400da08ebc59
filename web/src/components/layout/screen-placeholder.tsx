import type { ReactNode } from 'react'

/**
 * A member screen whose feature is not built yet: shows its spec title in its
 * place in the layout, so the route resolves and the navigation around it works.
 */
export function ScreenPlaceholder({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children?: ReactNode
}) {
  return (
    <section className="mx-auto w-full max-w-4xl p-6 md:p-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {subtitle ? <p className="mt-2 text-muted-foreground">{subtitle}</p> : null}
      <div className="mt-8 rounded-xl border border-dashed border-border p-8 text-muted-foreground">
        {children ?? 'This part of Nexus is on its way.'}
      </div>
    </section>
  )
}
