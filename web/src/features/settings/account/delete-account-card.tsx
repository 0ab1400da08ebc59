import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { useAuth } from '@/lib/auth/auth-provider'
import { SettingsCard } from '../shared/settings-card'
import { NeedsAccountNotice, type AccountAccess } from './account-access'
import { deleteAccount, forgetLocalData } from './account-actions'
import { DELETE_PASSWORD_REQUIRED, deleteAccountSchema, type DeleteAccount } from './account-schemas'

/** The choice in the Delete Account dialog, and the sentence that explains it. */
export const REMOVE_ANONYMOUS_POSTS_LABEL = 'Also delete my anonymous posts'
export const REMOVE_ANONYMOUS_POSTS_HELP =
  'Your anonymous posts stay, unlinked from you, unless you choose to have them removed; they are removed later, at a random time, so nobody can tie them to you.'

/**
 * Deleting the account. For a member: 'Delete Account' asks for the password in a dialog whose
 * confirm button is disabled while the field is empty ('Password required' if sent empty), with a
 * choice, off by default, 'Also delete my anonymous posts' (explained in one sentence). The
 * password is checked, then the `delete-account` function deletes the account and everything
 * stored with it; this browser forgets the member's local data, the member is signed out and
 * 'Account deletion initiated' shows. A failure shows the server's message and keeps the
 * account. For a guest it says it needs an account.
 */
export function DeleteAccountCard({ access }: { access: AccountAccess }) {
  return (
    <SettingsCard
      title="Delete Account"
      icon={<Trash2 aria-hidden="true" className="size-5 text-destructive dark:text-red-300" />}
      description="Permanently delete your account, your subscription and everything stored with it."
      className="border-destructive/50"
    >
      {access.kind === 'member' ? (
        <DeleteAccountDialog userId={access.userId} />
      ) : (
        <NeedsAccountNotice access={access}>Account deletion needs a signed-in account.</NeedsAccountNotice>
      )}
    </SettingsCard>
  )
}

function DeleteAccountDialog({ userId }: { userId: string }) {
  const id = useId()
  const { signOut } = useAuth()
  const [open, setOpen] = useState(false)
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<DeleteAccount>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '', removeAnonymousPosts: false },
  })
  const password = useWatch({ control, name: 'password' })

  const onValid = async (values: DeleteAccount) => {
    const error = await deleteAccount(values.password, { removeAnonymousPosts: values.removeAnonymousPosts })
    if (error) {
      toast({ title: 'Account not deleted', description: error, variant: 'destructive' })
      return
    }
    setOpen(false)
    await signOut()
    await forgetLocalData(userId)
    toast({
      title: 'Account deletion initiated',
      description: 'Your account and its data have been deleted, and you have been signed out.',
    })
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return
        setOpen(next)
        if (!next) reset()
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete Account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form
          noValidate
          onSubmit={handleSubmit(onValid, () => toast({ ...DELETE_PASSWORD_REQUIRED, variant: 'destructive' }))}
          className="grid gap-4"
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              This cancels any subscription and permanently deletes your account and everything stored with it. It
              cannot be undone. Enter your password to confirm.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-password`}>Password</Label>
            <Input id={`${id}-password`} type="password" autoComplete="current-password" {...register('password')} />
          </div>
          <div className="flex items-start gap-3">
            <Controller
              control={control}
              name="removeAnonymousPosts"
              render={({ field }) => (
                <Checkbox
                  id={`${id}-anonymous`}
                  className="mt-0.5"
                  aria-describedby={`${id}-anonymous-help`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  disabled={isSubmitting}
                />
              )}
            />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-anonymous`}>{REMOVE_ANONYMOUS_POSTS_LABEL}</Label>
              <p id={`${id}-anonymous-help`} className="text-sm text-muted-foreground">
                {REMOVE_ANONYMOUS_POSTS_HELP}
              </p>
            </div>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={isSubmitting}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={isSubmitting || password === ''}>
              {isSubmitting ? (
                <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : null}
              {isSubmitting ? 'Deleting...' : 'Delete My Account'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
