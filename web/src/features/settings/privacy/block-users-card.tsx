import { Ban, UserX } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import { FieldMessage } from '../shared/field-message'
import { SettingsCard } from '../shared/settings-card'
import { blockErrorMessage } from './block-rules'

/**
 * 'Block/Unblock Users': a form to block a username and the list of blocked people, each with
 * Unblock. The name must be non-empty and not already blocked (compared case-insensitively);
 * a refusal shows its message under the field and changes nothing. Blocking shows 'User
 * blocked' and clears the field; unblocking shows 'User unblocked'. Blocked people's messages
 * are hidden in rooms and friend chat.
 */
export function BlockUsersCard() {
  const blocked = usePrivacyStore((s) => s.blockedUsers)
  const blockUser = usePrivacyStore((s) => s.blockUser)
  const unblockUser = usePrivacyStore((s) => s.unblockUser)
  const inputId = useId()
  const errorId = `${inputId}-error`
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ username: string }>({ defaultValues: { username: '' } })

  const onSubmit = ({ username }: { username: string }) => {
    const error = blockUser(username)
    if (error) {
      setError('username', { message: blockErrorMessage(error, username) }, { shouldFocus: true })
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
          <Button type="submit">Block</Button>
        </div>
        <FieldMessage id={errorId} message={errors.username?.message} />
      </form>
      {blocked.length === 0 ? (
        <p className="text-sm text-muted-foreground">You haven't blocked anyone.</p>
      ) : (
        <ul aria-label="Blocked users" className="divide-y divide-border rounded-lg border border-border">
          {blocked.map((name) => (
            <li key={name} className="flex items-center justify-between gap-3 px-4 py-2">
              <span className="flex min-w-0 items-center gap-2">
                <UserX aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="truncate">{name}</span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Unblock ${name}`}
                onClick={() => {
                  unblockUser(name)
                  toast({ title: 'User unblocked', description: `${name} has been unblocked.` })
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
