import { Ban, UserX } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { useMemberPrivacySource } from '@/lib/member/member-privacy-context'
import type { MemberPrivacySource } from '@/lib/member/member-privacy-source'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import { FieldMessage } from '../shared/field-message'
import { SettingsCard } from '../shared/settings-card'
import { blockErrorMessage } from './block-rules'
import { MemberPeopleList } from './member-people-list'

/** A blocked person as the guest's card lists them: a key (the name) and the name. */
interface BlockedEntry {
  key: string
  name: string
}

/** What the guest's card does: block a name (resolves to the refusal to show, or null), and unblock one. */
interface BlockActions {
  blocked: BlockedEntry[]
  block: (name: string) => Promise<string | null>
  unblock: (entry: BlockedEntry) => Promise<boolean>
}

/**
 * 'Block/Unblock Users'. The guest's: a form to block a username and the list of blocked
 * people, each with Unblock. The name must be non-empty and not already blocked (compared
 * case-insensitively); a refusal shows its message under the field and changes nothing.
 * Blocking shows 'User blocked' and clears the field; unblocking shows 'User unblocked'. A
 * signed-in member's: the members they blocked (on the server, by member id) with avatar, name
 * and Unblock; they block someone from that person's member card (their name in a room, a
 * chat, Friends), never by a typed name, so no look-alike name can be blocked by mistake.
 */
export function BlockUsersCard() {
  const source = useMemberPrivacySource()
  return source ? <MemberBlockedUsers source={source} /> : <GuestBlockUsers />
}

function GuestBlockUsers() {
  const blocked = usePrivacyStore((s) => s.blockedUsers)
  const blockUser = usePrivacyStore((s) => s.blockUser)
  const unblockUser = usePrivacyStore((s) => s.unblockUser)
  return (
    <BlockUsersView
      blocked={blocked.map((name) => ({ key: name, name }))}
      block={(name) => {
        const error = blockUser(name)
        return Promise.resolve(error ? blockErrorMessage(error, name) : null)
      }}
      unblock={(entry) => {
        unblockUser(entry.name)
        return Promise.resolve(true)
      }}
    />
  )
}

function MemberBlockedUsers({ source }: { source: MemberPrivacySource }) {
  return (
    <SettingsCard
      title="Block/Unblock Users"
      icon={<Ban aria-hidden="true" className="size-5 text-primary" />}
      description="Blocked people's messages are hidden from you in rooms and chats. To block someone, open their card from their name."
    >
      <MemberPeopleList source={source} kind="blocks" />
    </SettingsCard>
  )
}

function BlockUsersView({ blocked, block, unblock }: BlockActions) {
  const inputId = useId()
  const errorId = `${inputId}-error`
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ username: string }>({ defaultValues: { username: '' } })

  const onSubmit = async ({ username }: { username: string }) => {
    const error = await block(username)
    if (error) {
      setError('username', { message: error }, { shouldFocus: true })
      return
    }
    reset({ username: '' })
    toast({ title: 'User blocked', description: `${username.trim()} can no longer reach you.` })
  }

  return (
    <SettingsCard
      title="Block/Unblock Users"
      icon={<Ban aria-hidden="true" className="size-5 text-primary" />}
      description="Blocked people's messages are hidden from you in rooms and chats."
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-2">
        <Label htmlFor={inputId}>Username to block</Label>
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
            Block
          </Button>
        </div>
        <FieldMessage id={errorId} message={errors.username?.message} />
      </form>
      {blocked.length === 0 ? (
        <p className="text-sm text-muted-foreground">You haven't blocked anyone.</p>
      ) : (
        <ul aria-label="Blocked users" className="divide-y divide-border rounded-lg border border-border">
          {blocked.map((entry) => (
            <li key={entry.key} className="flex items-center justify-between gap-3 px-4 py-2">
              <span className="flex min-w-0 items-center gap-2">
                <UserX aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="truncate">{entry.name}</span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Unblock ${entry.name}`}
                onClick={() => {
                  void unblock(entry).then((done) => {
                    if (done) toast({ title: 'User unblocked', description: `${entry.name} has been unblocked.` })
                  })
                }}
              >
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsCard>
  )
}
