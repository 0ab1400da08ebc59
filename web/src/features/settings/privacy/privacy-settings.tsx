import { Eye, EyeOff, Timer } from 'lucide-react'
import { useId } from 'react'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import {
  AUTO_DELETE_TIMES,
  PROFILE_VISIBILITY,
  usePrivacyStore,
  type PrivacySettings as PrivacyData,
} from '@/lib/member/privacy-store'
import { useSettingsPart } from '../data/use-settings-part'
import { SettingsCard } from '../shared/settings-card'
import { SettingsPage } from '../shared/settings-page'
import { SwitchRow } from '../shared/switch-row'
import { useMemberPrivacySource } from '@/lib/member/member-privacy-context'
import { MemberMutedUsers } from '../rooms/mute-users-card'
import { BlockUsersCard } from './block-users-card'
import { MutedAnonymousAuthorsCard } from './muted-anonymous-authors-card'
import { usePrivacySave } from './use-privacy-save'

/** The label of each profile visibility. */
export const VISIBILITY_LABELS: Record<PrivacyData['profileVisibility'], string> = {
  everyone: 'Everyone',
  members: 'Members Only',
  none: 'No One',
}

/** The label of each auto-delete time. */
export const AUTO_DELETE_LABELS: Record<PrivacyData['autoDeleteTime'], string> = {
  '1h': '1 hour',
  '24h': '24 hours',
  '3d': '3 days',
  '7d': '7 days',
}

const isVisibility = (value: string): value is PrivacyData['profileVisibility'] =>
  (PROFILE_VISIBILITY as readonly string[]).includes(value)
const isAutoDeleteTime = (value: string): value is PrivacyData['autoDeleteTime'] =>
  (AUTO_DELETE_TIMES as readonly string[]).includes(value)

/**
 * /settings/privacy, 'Privacy & Security': block and unblock users (a signed-in member also
 * sees the members they muted, each with Unmute), profile visibility
 * (Everyone, Members Only, No One), show online status, anonymous posting, and auto-delete of
 * anonymous posts with its time (1 hour to 7 days), the time shown only while auto-delete is
 * on. Each change is saved at once, per person (a member's visibility and online status on
 * their profile on the server: see usePrivacySave). A signed-in member's Auto-Delete Posts is
 * their settings' on the server, where it sets the expiry of each anonymous post they write:
 * read when the page opens (the switch waits for it) and saved there first ('Settings not saved'
 * with the reason when that fails, the choice left as made).
 */
export function PrivacySettings() {
  const visibility = usePrivacyStore((s) => s.profileVisibility)
  const showOnlineStatus = usePrivacyStore((s) => s.showOnlineStatus)
  const anonymousPosting = usePrivacyStore((s) => s.anonymousPosting)
  const autoDeletePart = useSettingsPart('autoDeletePosts')
  const lastTime = usePrivacyStore((s) => s.autoDeleteTime)
  const autoDelete = autoDeletePart.value !== 'off'
  const autoDeleteTime = autoDeletePart.value === 'off' ? lastTime : autoDeletePart.value
  const savePrivacy = usePrivacySave()
  const visibilityId = useId()
  const timeId = useId()
  const memberSource = useMemberPrivacySource()

  return (
    <SettingsPage title="Privacy & Security" description="Control who sees you and what you share.">
      <BlockUsersCard />
      {/* A member's muted members, beside their blocks (the guest's mutes stay in Settings > Rooms). */}
      {memberSource ? <MemberMutedUsers source={memberSource} /> : null}
      <MutedAnonymousAuthorsCard />

      <SettingsCard
        title="Profile Visibility"
        icon={<Eye aria-hidden="true" className="size-5 text-primary" />}
        description="Who can see your profile."
      >
        <RadioGroup
          aria-label="Profile visibility"
          value={visibility}
          onValueChange={(value) => isVisibility(value) && savePrivacy({ profileVisibility: value })}
        >
          {PROFILE_VISIBILITY.map((value) => (
            <div key={value} className="flex items-center gap-3">
              <RadioGroupItem id={`${visibilityId}-${value}`} value={value} />
              <Label htmlFor={`${visibilityId}-${value}`} className="font-normal!">
                {VISIBILITY_LABELS[value]}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </SettingsCard>

      <SettingsCard title="Activity & Posting" icon={<EyeOff aria-hidden="true" className="size-5 text-primary" />}>
        <SwitchRow
          label="Show Online Status"
          description="Let others see when you're online."
          checked={showOnlineStatus}
          onCheckedChange={(value) => savePrivacy({ showOnlineStatus: value })}
        />
        <SwitchRow
          label="Anonymous Posting"
          description="Post without your name where a room allows it."
          checked={anonymousPosting}
          onCheckedChange={(value) => savePrivacy({ anonymousPosting: value })}
        />
      </SettingsCard>

      <SettingsCard
        title="Auto-Delete Posts"
        icon={<Timer aria-hidden="true" className="size-5 text-primary" />}
        description="Remove your anonymous posts automatically after a while."
      >
        <SwitchRow
          label="Auto-delete anonymous posts"
          checked={autoDelete}
          disabled={!autoDeletePart.ready}
          onCheckedChange={(value) => void autoDeletePart.save(value ? autoDeleteTime : 'off')}
        />
        {autoDelete ? (
          <div className="grid gap-2">
            <Label htmlFor={timeId}>Delete after</Label>
            <Select
              value={autoDeleteTime}
              disabled={!autoDeletePart.ready}
              onValueChange={(value) => isAutoDeleteTime(value) && void autoDeletePart.save(value)}
            >
              <SelectTrigger id={timeId} className="w-full! sm:w-56!">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {AUTO_DELETE_TIMES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {AUTO_DELETE_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
      </SettingsCard>
    </SettingsPage>
  )
}
