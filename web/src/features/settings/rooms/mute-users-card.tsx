import { format } from 'date-fns'
import { VolumeX } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod/mini'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { useMemberPrivacySource } from '@/lib/member/member-privacy-context'
import type { MemberPrivacySource } from '@/lib/member/member-privacy-source'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import { FieldMessage } from '../shared/field-message'
import { MemberPeopleList } from '../privacy/member-people-list'
import { SettingsCard } from '../shared/settings-card'

/** The message shown when the name to mute is blank. */
export const MUTE_REQUIRED = 'Please enter a username to mute.'

/** The mute rule: the name, trimmed, must not be empty (muting someone twice is allowed). */
export const muteSchema = z.object({ username: z.string().check(z.trim(), z.minLength(1, { error: MUTE_REQUIRED })) })

type MuteForm = z.infer<typeof muteSchema>

/** A muted person as the guest's card lists them: a key, their name and when they were muted (ISO date). */
interface MutedEntry {
  id: string
  username: string
  mutedAt: string
}

/** What the guest's card does: mute a name (resolves to the refusal to show, or null), and unmute one. */
interface MuteActions {
  muted: MutedEntry[]
  mute: (name: string) => Promise<string | null>
  unmute: (entry: MutedEntry) => Promise<boolean>
}

/**
 * 'Mute Users'. The guest's: a form to mute a username and the list of muted people with the
 * date each was muted and Unmute. Muting needs a non-empty name after trimming, then shows
 * 'User muted' ('Their messages will be hidden.'); unmuting shows 'User unmuted'. A signed-in
 * member's: the members they muted (on the server, by member id) with avatar, name, date and
 * Unmute; they mute someone from that person's member card, never by a typed name.
 */
export function MuteUsersCard() {
  const source = useMemberPrivacySource()
  return source ? <MemberMutedUsers source={source} /> : <GuestMuteUsers />
}

function GuestMuteUsers() {
  const muted = usePrivacyStore((s) => s.mutedUsers)
  const muteUser = usePrivacyStore((s) => s.muteUser)
  const unmuteUser = usePrivacyStore((s) => s.unmuteUser)
  return (
    <MuteUsersView
      muted={muted}
      mute={(name) => Promise.resolve(muteUser(name) ? null : MUTE_REQUIRED)}
      unmute={(entry) => {
        unmuteUser(entry.id)
        return Promise.resolve(true)
      }}
    />
  )
}

/**
 * A signed-in member's 'Mute Users' card: the members they muted, each with Unmute (see
 * MemberPeopleList). Shown in Settings > Privacy, and in Settings > Rooms where the guest's is.
 */
export function MemberMutedUsers({ source }: { source: MemberPrivacySource }) {
  return (
    <SettingsCard
      id="mute-users"
      title="Mute Users"
      icon={<VolumeX aria-hidden="true" className="size-5 text-primary" />}
      description="Hide someone's messages without blocking them. To mute someone, open their card from their name."
    >
      <MemberPeopleList source={source} kind="mutes" />
    </SettingsCard>
  )
}

function MuteUsersView({ muted, mute, unmute }: MuteActions) {
  const inputId = useId()
  const errorId = `${inputId}-error`
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MuteForm>({ resolver: zodResolver(muteSchema), defaultValues: { username: '' } })

  const onSubmit = async ({ username }: MuteForm) => {
    const error = await mute(username)
    if (error) {
      setError('username', { message: error }, { shouldFocus: true })
      return
    }
    reset({ username: '' })
    toast({ title: 'User muted', description: 'Their messages will be hidden.' })
  }

  return (
    <SettingsCard
      id="mute-users"
      title="Mute Users"
      icon={<VolumeX aria-hidden="true" className="size-5 text-primary" />}
      description="Hide someone's messages without blocking them."
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-2">
        <Label htmlFor={inputId}>Username to mute</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            placeholder="Enter a username"
            autoComplete="off"
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? errorId : undefined}
            {...register('username')}
          />
          <Button type="submit" disabled={isSubmitting}>
            Mute
          </Button>
        </div>
        <FieldMessage id={errorId} message={errors.username?.message} />
      </form>
      {muted.length === 0 ? (
        <p className="text-sm text-muted-foreground">You haven't muted anyone.</p>
      ) : (
        <ul aria-label="Muted users" className="divide-y divide-border rounded-lg border border-border">
          {muted.map((user) => (
            <li key={user.id} className="flex items-center justify-between gap-3 px-4 py-2">
              <span className="min-w-0">
                <span className="block truncate">{user.username}</span>
                <span className="block text-xs text-muted-foreground">
                  Muted {format(new Date(user.mutedAt), 'MMM d, yyyy')}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Unmute ${user.username}`}
                onClick={() => {
                  void unmute(user).then((done) => {
                    if (done)
                      toast({ title: 'User unmuted', description: `${user.username}'s messages will show again.` })
                  })
                }}
              >
                Unmute
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsCard>
  )
}
