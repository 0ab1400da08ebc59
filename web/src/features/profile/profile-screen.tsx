import { useId, type ReactNode } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useShallow } from 'zustand/react/shallow'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import type { MemberProfileSource, OwnProfile } from '@/lib/member/member-profile-source'
import { useMemberProfileRead } from '@/lib/member/use-member-profile-read'
import { ThemeToggle } from '@/lib/theme/theme-toggle'
import { profileSchema, type Profile } from './profile-schema'
import { ProfilePreview } from './profile-preview'
import { useProfileStore } from './profile-store'

/**
 * /profile: 'My Profile' with the theme toggle, the live preview card (follows the form as
 * you type) and the edit form (Display Name, Location, Bio, Interests, Avatar URL) with 'Save
 * Profile'. Saving validates with {@link profileSchema}: an error shows under its field and
 * nothing is saved; otherwise the profile is stored (key `userProfile`) with the toast
 * 'Profile updated'. The form shows the saved profile on load. A signed-in member's profile is
 * their row on the server: read when the page opens ('Loading profile...' until then, so nothing
 * typed is overwritten by it), saved there first (a refusal shows its reason and keeps the form
 * as typed).
 */
const readProfile = (source: MemberProfileSource) => source.readOwn()
const keepProfile = (profile: OwnProfile) => void useProfileStore.getState().saveProfile(profile)

export function ProfileScreen() {
  const { source, ready } = useMemberProfileRead(readProfile, keepProfile)
  if (!ready) {
    return (
      <div className="grid min-h-[50svh] place-items-center px-4">
        <h1 className="sr-only">My Profile</h1>
        <p role="status" className="text-muted-foreground">
          Loading profile...
        </p>
      </div>
    )
  }
  return <ProfileEditor source={source} />
}

function ProfileEditor({ source }: { source: MemberProfileSource | null }) {
  const saved = useProfileStore(
    useShallow((s): Profile => ({
      displayName: s.displayName,
      location: s.location,
      bio: s.bio,
      interests: s.interests,
      avatarUrl: s.avatarUrl,
    })),
  )
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isDirty },
  } = useForm<Profile>({ resolver: zodResolver(profileSchema), values: saved, reValidateMode: 'onChange' })
  const draft = useWatch({ control }) as Profile

  const onSubmit = handleSubmit(async (profile) => {
    if (source) {
      try {
        await source.saveOwn(profile)
      } catch (error) {
        toast({ title: errorMessage(error) || 'Your profile could not be saved.', variant: 'destructive' })
        return
      }
    }
    if (!useProfileStore.getState().saveProfile(profile)) return
    reset(profile)
    toast({ title: 'Profile updated', description: 'Your profile has been saved.' })
  })

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 md:py-10">
      <div className="flex items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">My Profile</h1>
          <p className="mt-2 text-muted-foreground">How other members see you</p>
        </div>
        <ThemeToggle variant="outline" />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section
          aria-labelledby="preview-heading"
          className="h-fit rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
        >
          <h2 id="preview-heading" className="mb-6 text-sm font-medium tracking-wide text-muted-foreground uppercase">
            Preview
          </h2>
          <ProfilePreview profile={draft} />
        </section>

        <section
          aria-labelledby="edit-heading"
          className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
        >
          <h2 id="edit-heading" className="text-xl font-semibold">
            Edit Profile
          </h2>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-5">
            <Field label="Display Name" error={errors.displayName?.message}>
              {(props) => <Input autoComplete="name" {...props} {...register('displayName')} />}
            </Field>
            <Field label="Location" error={errors.location?.message}>
              {(props) => <Input placeholder="City, Country" {...props} {...register('location')} />}
            </Field>
            <Field label="Bio" error={errors.bio?.message}>
              {(props) => (
                <Textarea rows={4} placeholder="Tell others a little about yourself" {...props} {...register('bio')} />
              )}
            </Field>
            <Field label="Interests" hint="Separate interests with commas" error={errors.interests?.message}>
              {(props) => <Input placeholder="Meditation, Poetry, Hiking" {...props} {...register('interests')} />}
            </Field>
            <Field
              label="Avatar URL"
              hint="A link to an image, starting with https://"
              error={errors.avatarUrl?.message}
            >
              {(props) => (
                <Input type="url" inputMode="url" placeholder="https://" {...props} {...register('avatarUrl')} />
              )}
            </Field>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit">Save Profile</Button>
              {isDirty ? <span className="text-sm text-muted-foreground">Unsaved changes</span> : null}
            </div>
          </form>
        </section>
      </div>
    </div>
  )
}

type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }

interface FieldProps {
  label: string
  hint?: string
  error?: string
  children: (props: ControlProps) => ReactNode
}

/** A labelled form field with an optional hint and its inline error (announced, tied to the control). */
function Field({ label, hint, error, children }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}
