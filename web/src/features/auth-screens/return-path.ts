import { useSearchParams } from 'react-router'
import { paths } from '@/config/paths'

/**
 * Where signing in goes on to: the in-app path in `next` (from paths.authReturningTo, e.g.
 * '/auth?next=%2Fbook-session'), else /dashboard. Only a path of this app counts: it starts with
 * a single '/' (no '//host', no backslash, no scheme), so the address cannot send anyone away.
 */
export function returnPathFrom(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return paths.dashboard
  try {
    const url = new URL(next, 'http://nexus.invalid')
    if (url.origin !== 'http://nexus.invalid') return paths.dashboard
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return paths.dashboard
  }
}

/** The {@link returnPathFrom} of the address's `next` parameter. */
export function useReturnPath(): string {
  const [params] = useSearchParams()
  return returnPathFrom(params.get('next'))
}
