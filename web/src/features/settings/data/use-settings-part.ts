import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { useMemberSettingsSource } from './use-member-settings-source'
import type { MemberSettings, MemberSettingsPart, MemberSettingsSource } from './member-settings-source'
import { useDeviceSettings } from './use-device-settings'

/** What {@link useSettingsPart} gives a settings page. */
export interface SettingsPart<P extends MemberSettingsPart> {
  /** What the page shows: the choice being saved, or the one whose save failed; else the saved one. */
  value: MemberSettings[P]
  /** The part as saved (on this device, after the read): what a form that keeps its own input starts from. */
  saved: MemberSettings[P]
  /** False while the member's saved settings are being read (the page shows that it is loading). */
  ready: boolean
  /**
   * Shows `next` at once and saves it. Resolves true once saved (after calling `onSaved`, for the
   * page's own toast); on a refusal or a network failure shows the toast 'Settings not saved' with
   * the reason, keeps `next` on the page, and resolves false.
   */
  save: (next: MemberSettings[P], onSaved?: () => void) => Promise<boolean>
}

/**
 * One part of a person's settings for a settings page, through the settings source provided
 * (the member's on the server, or the browser's): read again when the page opens (when the
 * source keeps them elsewhere, the page waits for that), then saved there first on each change.
 */
export function useSettingsPart<P extends MemberSettingsPart>(part: P): SettingsPart<P> {
  const source = useMemberSettingsSource()
  const device = useDeviceSettings(part)
  const [readFrom, setReadFrom] = useState<MemberSettingsSource | null>(source.loadsFirst ? null : source)
  const [pending, setPending] = useState<{ value: MemberSettings[P] } | null>(null)
  const latest = useRef(0)

  useEffect(() => {
    if (!source.loadsFirst) return
    let live = true
    source
      .read()
      .catch((error: unknown) => console.warn('Your saved settings could not be read:', error))
      .finally(() => {
        if (live) setReadFrom(source)
      })
    return () => {
      live = false
    }
  }, [source])

  const save = useCallback(
    async (next: MemberSettings[P], onSaved?: () => void) => {
      const ticket = ++latest.current
      setPending({ value: next })
      try {
        await source.save(part, next)
      } catch (error) {
        toast({
          title: 'Settings not saved',
          description: errorMessage(error) || 'Something went wrong. Please try again.',
          variant: 'destructive',
        })
        return false
      }
      if (ticket === latest.current) setPending(null)
      onSaved?.()
      return true
    },
    [source, part],
  )

  return { value: pending ? pending.value : device, saved: device, ready: readFrom === source, save }
}
