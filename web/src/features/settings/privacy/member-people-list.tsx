import { format } from 'date-fns'
import useSWR, { useSWRConfig } from 'swr'
import { MemberAvatar } from '@/components/member-card/member-avatar'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { memberCardKey, privacyListKey } from '@/lib/member/member-cache-keys'
import { announceHidesChanged } from '@/lib/member/member-hides'
import type { ListedMember, MemberPrivacySource } from '@/lib/member/member-privacy-source'

/** What each list says and does: its label, empty text and the undo button's words. */
const LISTS = {
  blocks: {
    label: 'Blocked users',
    empty: "You haven't blocked anyone.",
    undo: 'Unblock',
    since: 'Blocked',
    done: (name: string) => ({ title: 'User unblocked', description: `${name} has been unblocked.` }),
  },
  mutes: {
    label: 'Muted users',
    empty: "You haven't muted anyone.",
    undo: 'Unmute',
    since: 'Muted',
    done: (name: string) => ({ title: 'User unmuted', description: `${name}'s messages will show again.` }),
  },
} as const

/** Props of {@link MemberPeopleList}. */
export interface MemberPeopleListProps {
  source: MemberPrivacySource
  kind: 'blocks' | 'mutes'
}

/**
 * A signed-in member's blocked ('blocks') or muted ('mutes') members, oldest first: each with
 * their avatar, name (as their profile lets the member see it; 'Member' otherwise), since when,
 * and 'Unblock' / 'Unmute' (a toast says it is done; a refusal shows as a destructive toast and
 * the person stays listed). 'Loading...' until the server answers; a failed read says so.
 * People are blocked and muted from their member card, never by a typed name.
 */
export function MemberPeopleList({ source, kind }: MemberPeopleListProps) {
  const list = LISTS[kind]
  const { mutate } = useSWRConfig()
  const { data, error, mutate: reread } = useSWR(privacyListKey(kind, source.key), () => source.list(kind))

  const undo = async (member: ListedMember) => {
    try {
      await source.remove(kind, member.id)
      announceHidesChanged()
      toast(list.done(member.name))
      await Promise.all([reread(), mutate(memberCardKey(member.id, source.key))])
    } catch (failure) {
      toast({ title: errorMessage(failure) || 'Something went wrong. Please try again.', variant: 'destructive' })
    }
  }

  if (!data) {
    return error ? (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(error) || 'This list could not be loaded.'}
      </p>
    ) : (
      <p role="status" className="text-sm text-muted-foreground">
        Loading...
      </p>
    )
  }
  if (data.length === 0) return <p className="text-sm text-muted-foreground">{list.empty}</p>
  return (
    <ul aria-label={list.label} className="divide-y divide-border rounded-lg border border-border">
      {data.map((member) => (
        <li key={member.id} className="flex items-center justify-between gap-3 px-4 py-2">
          <span className="flex min-w-0 items-center gap-3">
            <MemberAvatar name={member.name} avatarUrl={member.avatarUrl} className="size-8! text-xs" />
            <span className="min-w-0">
              <span className="block truncate">{member.name}</span>
              {member.since ? (
                <span className="block text-xs text-muted-foreground">
                  {list.since} {format(new Date(member.since), 'MMM d, yyyy')}
                </span>
              ) : null}
            </span>
          </span>
          <Button
            variant="outline"
            size="sm"
            aria-label={`${list.undo} ${member.name}`}
            onClick={() => void undo(member)}
          >
            {list.undo}
          </Button>
        </li>
      ))}
    </ul>
  )
}
