import { UserMinus, UserPlus } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import useSWR from 'swr'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import type { ModerationSource } from './data/moderation-source'
import type { FoundMember, RoleRow } from './data/moderation-types'
import { FieldError } from './field-error'
import { MemberSearch } from './member-search'
import { moderationKeys } from './moderation-keys'
import { whenOf } from './queue-order'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The Roles tab (administrators): who is a moderator or an administrator (`list_roles()`), each
 * with 'Revoke' (confirmed, `revoke_role()`), and 'Make moderator' for a member found by name
 * (`find_members()`, 2+ characters) or, failing that, by member id (`grant_role()`). The database
 * refuses anyone else and logs every change.
 */
export function RolesPanel({ source }: { source: ModerationSource }) {
  const { data, error, mutate } = useSWR(moderationKeys.roles(source), () => source.roles())
  const grant = async (member: FoundMember) => {
    try {
      await source.grantRole(member.id, 'moderator')
      toast({ title: 'Moderator added', description: `${member.name} is now a moderator.` })
      await mutate()
      return true
    } catch (failure) {
      toast({
        title: 'Role not granted',
        description: errorMessage(failure) || 'Something went wrong.',
        variant: 'destructive',
      })
      return false
    }
  }
  const revoke = async (row: RoleRow) => {
    try {
      await source.revokeRole(row.userId, row.role === 'admin' ? 'admin' : 'moderator')
      toast({ title: 'Role revoked', description: `${row.name} is no longer ${roleName(row.role, true)}.` })
      await mutate()
    } catch (failure) {
      toast({
        title: 'Role not revoked',
        description: errorMessage(failure) || 'Something went wrong.',
        variant: 'destructive',
      })
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="roles-heading" className="space-y-3">
        <h2 id="roles-heading" className="text-lg font-semibold">
          Moderators and administrators
        </h2>
        {error ? (
          <p role="alert">{errorMessage(error) || 'The roles could not be loaded.'}</p>
        ) : !data ? (
          <Spinner label="Loading roles..." />
        ) : (
          <ul className="divide-y rounded-lg border">
            {data.map((row) => (
              <li key={`${row.userId}:${row.role}`} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{row.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {roleName(row.role)} since {whenOf(row.grantedAt)}
                  </p>
                </div>
                <RevokeButton row={row} onConfirm={() => void revoke(row)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="grant-heading" className="space-y-4">
        <h2 id="grant-heading" className="text-lg font-semibold">
          Make a member a moderator
        </h2>
        <FindMember source={source} onGrant={grant} taken={new Set((data ?? []).map((row) => row.userId))} />
        <GrantById onGrant={grant} />
      </section>
    </div>
  )
}

function RevokeButton({ row, onConfirm }: { row: RoleRow; onConfirm: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Revoke ${roleName(row.role)} from ${row.name}`}>
          <UserMinus aria-hidden="true" />
          Revoke
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            Revoke {roleName(row.role)} from {row.name}?
          </AlertDialogTitle>
          <AlertDialogDescription>
            It counts from their next request. The change is written to the moderation log.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Revoke</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}

function FindMember({
  source,
  onGrant,
  taken,
}: {
  source: ModerationSource
  onGrant: (member: FoundMember) => Promise<boolean>
  taken: ReadonlySet<string>
}) {
  return (
    <MemberSearch
      source={source}
      actionFor={(member, nameId) =>
        taken.has(member.id) ? (
          <span className="text-xs text-muted-foreground">Has a role</span>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => void onGrant(member)} aria-describedby={nameId}>
            <UserPlus aria-hidden="true" />
            Make moderator
          </Button>
        )
      }
    />
  )
}

function GrantById({ onGrant }: { onGrant: (member: FoundMember) => Promise<boolean> }) {
  const id = useId()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | undefined>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const memberId = value.trim()
    if (!UUID.test(memberId)) {
      setError('Enter a member id (a UUID such as 3f2b…-…).')
      return
    }
    setError(undefined)
    if (await onGrant({ id: memberId, name: 'The member' })) setValue('')
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-2">
      <Label htmlFor={`${id}-member`}>Or by member id</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-member`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="secondary">
          Make moderator
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  )
}

function roleName(role: string, withArticle = false): string {
  const name = role === 'admin' ? 'administrator' : role === 'moderator' ? 'moderator' : role
  return withArticle ? `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}` : name
}
