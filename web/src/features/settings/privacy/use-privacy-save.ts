import { useCallback, useEffect, useRef } from 'react'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { useMemberPrivacySource } from '@/lib/member/member-privacy-context'
import { usePrivacyStore, type PrivacySettings } from '@/lib/member/privacy-store'

/** A change of the plain privacy settings, as the store's `savePrivacy` takes it. */
type PrivacyUpdate = Partial<Omit<PrivacySettings, 'blockedUsers' | 'mutedUsers'>>

/**
 * The save action of the privacy page. Always saves in the browser (the page reads it there);
 * for a signed-in member 'Profile Visibility' and 'Show Online Status' are also the profile's
 * (`visibility`, `show_online_status`): read from the server when the page opens (unless the
 * member changed them first), written there on each change (a refusal puts the server's value
 * back and says why).
 */
export function usePrivacySave(): (update: PrivacyUpdate) => void {
  const source = useMemberPrivacySource()
  const savePrivacy = usePrivacyStore((s) => s.savePrivacy)
  /** Set once the member changed something here: the first read, if later, must not undo it. */
  const changed = useRef(false)

  useEffect(() => {
    if (!source) return
    let live = true
    source.readPrivacy().then(
      (privacy) => {
        if (live && !changed.current)
          savePrivacy({ profileVisibility: privacy.visibility, showOnlineStatus: privacy.showOnlineStatus })
      },
      (error: unknown) => console.warn('Could not read the profile privacy:', error),
    )
    return () => {
      live = false
    }
  }, [source, savePrivacy])

  return useCallback(
    (update: PrivacyUpdate) => {
      savePrivacy(update)
      if (!source || (update.profileVisibility === undefined && update.showOnlineStatus === undefined)) return
      changed.current = true
      source
        .savePrivacy({
          ...(update.profileVisibility ? { visibility: update.profileVisibility } : {}),
          ...(update.showOnlineStatus !== undefined ? { showOnlineStatus: update.showOnlineStatus } : {}),
        })
        .catch(async (error: unknown) => {
          toast({ title: errorMessage(error) || 'Something went wrong. Please try again.', variant: 'destructive' })
          const privacy = await source.readPrivacy().catch(() => null)
          if (privacy)
            savePrivacy({ profileVisibility: privacy.visibility, showOnlineStatus: privacy.showOnlineStatus })
        })
    },
    [source, savePrivacy],
  )
}
