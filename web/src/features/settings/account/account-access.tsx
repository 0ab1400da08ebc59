import { LogIn } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth/auth-provider'
import { isBackendConfigured } from '@/lib/env'

/**
 * Whether account actions can really be done here: 'member' (a backend is configured and a
 * member is signed in, with their id and e-mail), 'signed-out' (a backend, but nobody signed
 * in) or 'no-backend' (this build runs in guest mode, without accounts).
 */
export type AccountAccess =
  { kind: 'member'; userId: string; email: string } | { kind: 'signed-out' } | { kind: 'no-backend' }

/** The current {@link AccountAccess}, from the build's backend setting and the session. */
export function useAccountAccess(): AccountAccess {
  const { user } = useAuth()
  if (!isBackendConfigured) return { kind: 'no-backend' }
  if (user.isGuest) return { kind: 'signed-out' }
  return { kind: 'member', userId: user.id, email: user.email }
}

/** Props of {@link NeedsAccountNotice}. */
export interface NeedsAccountNoticeProps {
  /** What needs an account, as a sentence (e.g. 'Changing your password needs an account.'). */
  children: ReactNode
  access: Exclude<AccountAccess, { kind: 'member' }>
}

/**
 * Says plainly that an action needs an account, and links to /auth. In a build without a
 * backend it adds that this copy of Nexus has no accounts (the /auth page explains how to add them).
 */
export function NeedsAccountNotice({ children, access }: NeedsAccountNoticeProps) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">
        {children}{' '}
        {access.kind === 'no-backend'
          ? 'This copy of Nexus runs in guest mode, without accounts.'
          : 'You are browsing as a guest.'}
      </p>
      <Button asChild variant="outline">
        <Link to={paths.auth}>
          <LogIn aria-hidden="true" />
          {access.kind === 'no-backend' ? 'About accounts' : 'Sign in'}
        </Link>
      </Button>
    </div>
  )
}
