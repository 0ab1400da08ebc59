import { useEffect, useState } from 'react'
import { useMemberProfileSource } from './member-profile-context'
import type { MemberProfileSource } from './member-profile-source'

/**
 * A signed-in member's profile source and whether what a page needs from it has been read: calls
 * `read` once per source and hands the answer to `apply` (e.g. into the page's store), so a form
 * opens on the server's values and nothing typed is overwritten later. A failed read is logged and
 * counts as read (the page opens on what the device has). The guest (no source) is ready at once.
 * `read` and `apply` should be stable (module-level functions).
 */
export function useMemberProfileRead<T>(
  read: (source: MemberProfileSource) => Promise<T>,
  apply: (value: T) => void,
): { source: MemberProfileSource | null; ready: boolean } {
  const source = useMemberProfileSource()
  const [readFrom, setReadFrom] = useState<MemberProfileSource | null>(null)
  useEffect(() => {
    if (!source) return
    let live = true
    read(source)
      .then(
        (value) => {
          if (live) apply(value)
        },
        (error: unknown) => console.warn('Could not read your profile:', error),
      )
      .finally(() => {
        if (live) setReadFrom(source)
      })
    return () => {
      live = false
    }
  }, [source, read, apply])
  return { source, ready: !source || readFrom === source }
}
