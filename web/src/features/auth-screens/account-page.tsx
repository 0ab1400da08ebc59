import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button, type ButtonProps } from '@/components/ui/button'
import { PublicLayout } from '@/components/layout/public-layout'
import { useAuth } from '@/lib/auth/auth-provider'

/**
 * The frame of the account screens (/auth, /forgot-password, /reset-password): the public
 * layout with `nav` as its 'Account' top bar, then a narrow column with the page's h1, a lead
 * line and `children`.
 */
export function AccountPage({
  title,
  lead,
  nav,
  children,
}: {
  title: string
  lead: string
  nav: ReactNode
  children: ReactNode
}) {
  return (
    <PublicLayout navLabel="Account" nav={nav}>
      <div className="mx-auto max-w-md space-y-8 px-4 py-16 sm:px-6">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 text-muted-foreground">{lead}</p>
        </div>
        {children}
      </div>
    </PublicLayout>
  )
}

/** 'Continue as Guest': goes to /dashboard and remembers the guest's choice. */
export function ContinueAsGuestButton({ variant = 'outline' }: { variant?: ButtonProps['variant'] }) {
  const { continueAsGuest } = useAuth()
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to={paths.dashboard} onClick={continueAsGuest}>
        Continue as Guest
      </Link>
    </Button>
  )
}
