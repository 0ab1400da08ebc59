import { BellRing, Mail, Volume2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/components/ui/use-toast'
import { useBrowserValue } from '@/hooks/use-hydrated'
import { useSettingsPart } from '../data/use-settings-part'
import { SettingsCard } from '../shared/settings-card'
import { SettingsLoading } from '../shared/settings-loading'
import { SettingsPage } from '../shared/settings-page'
import { SwitchRow } from '../shared/switch-row'
import {
  EMAIL_PREFERENCES,
  useNotificationPreferencesStore,
  type NotificationPreferences,
} from './notification-preferences-store'
import { browserNotificationApi, requestPushPermission, type PushPermissionResult } from './push-permission'

/** The description of the 'Permission denied' toast for each refusal. */
export function pushRefusalText(reason: Extract<PushPermissionResult, { granted: false }>['reason']): string {
  return reason === 'unsupported'
    ? "This browser doesn't support notifications, so push notifications can't be turned on."
    : 'Please enable notifications in your browser settings.'
}

const noChanges = () => () => {}
const notificationsSupported = () => browserNotificationApi() !== undefined

/**
 * /settings/notifications, 'Notification Settings': e-mail preferences (replies, prompts,
 * events, announcements; each change saved with the toast 'Updated'), push notifications, and
 * sound and visual alerts. Turning push on asks the browser for permission: granted turns it
 * on ('Push notifications enabled'); anything else, including a browser without notifications,
 * leaves it off with the destructive 'Permission denied'. Turning it off shows 'Push
 * notifications disabled'. Every preference is kept per person: a signed-in member's (push
 * aside) on the server, read when the page opens and saved there first ('Settings not saved'
 * with the reason when that fails, the switch left as chosen); push stays with this browser,
 * which is the one that asked for permission.
 */
export function NotificationSettings() {
  const part = useSettingsPart('notifications')
  const push = useNotificationPreferencesStore((s) => s.push)
  const setPreference = useNotificationPreferencesStore((s) => s.setPreference)
  const [asking, setAsking] = useState(false)
  const supported = useBrowserValue(noChanges, notificationsSupported, true)
  const prefs = { ...part.value, push }

  const save = (key: Exclude<keyof NotificationPreferences, 'push'>, value: boolean, label: string) =>
    void part.save({ ...part.value, [key]: value }, () =>
      toast({ title: 'Updated', description: `${label} ${value ? 'turned on' : 'turned off'}.` }),
    )

  const togglePush = async (on: boolean) => {
    if (!on) {
      setPreference('push', false)
      toast({ title: 'Push notifications disabled' })
      return
    }
    setAsking(true)
    const result = await requestPushPermission()
    setAsking(false)
    if (result.granted) {
      setPreference('push', true)
      toast({ title: 'Push notifications enabled' })
    } else {
      toast({ title: 'Permission denied', description: pushRefusalText(result.reason), variant: 'destructive' })
    }
  }

  if (!part.ready)
    return <SettingsLoading title="Notification Settings" description="Choose how and when Nexus lets you know." />

  return (
    <SettingsPage title="Notification Settings" description="Choose how and when Nexus lets you know.">
      <SettingsCard
        title="Email Notifications"
        icon={<Mail aria-hidden="true" className="size-5 text-primary" />}
        description="Which emails you get from Nexus."
      >
        {EMAIL_PREFERENCES.map((item) => (
          <SwitchRow
            key={item.key}
            label={item.label}
            description={item.description}
            checked={prefs[item.key]}
            onCheckedChange={(value) => save(item.key, value, `${item.label} emails`)}
          />
        ))}
      </SettingsCard>

      <SettingsCard
        title="Push Notifications"
        icon={<BellRing aria-hidden="true" className="size-5 text-primary" />}
        description="Notifications from this browser, even when Nexus is in the background."
      >
        <SwitchRow
          label="Push notifications"
          description={
            supported
              ? 'Your browser asks for permission when you turn this on.'
              : "This browser doesn't support notifications."
          }
          checked={prefs.push}
          disabled={asking}
          onCheckedChange={(value) => void togglePush(value)}
        />
      </SettingsCard>

      <SettingsCard
        title="Sound & Visual"
        icon={<Volume2 aria-hidden="true" className="size-5 text-primary" />}
        description="How new notifications get your attention while you use Nexus."
      >
        <SwitchRow
          label="Sound"
          description="Play a sound for new notifications."
          checked={prefs.sound}
          onCheckedChange={(value) => save('sound', value, 'Sound')}
        />
        <SwitchRow
          label="Visual"
          description="Show a badge and highlight for new notifications."
          checked={prefs.visual}
          onCheckedChange={(value) => save('visual', value, 'Visual alerts')}
        />
      </SettingsCard>
    </SettingsPage>
  )
}
