import { zodResolver } from '@hookform/resolvers/zod'
import { Check, Lock, Palette, Smile, UserRound, VenetianMask } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { useId } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useShallow } from 'zustand/react/shallow'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { RadioGroup, RadioGroupTile } from '@/components/ui/radio-group'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { useAuth } from '@/lib/auth/auth-provider'
import { mayChooseNameColor } from '@/lib/auth/subscription-status'
import { errorMessage } from '@/lib/error-message'
import type { MemberProfileSource, ProfileLook } from '@/lib/member/member-profile-source'
import { useMemberProfileRead } from '@/lib/member/use-member-profile-read'
import {
  BIO_MAX_LENGTH,
  clampBio,
  MOODS,
  useProfileCustomizationStore,
  type ProfileCustomization,
} from '@/lib/member/profile-customization-store'
import { cn } from '@/lib/utils'
import { useAccountNamesStore } from '../shared/account-names-store'
import { SettingsCard } from '../shared/settings-card'
import { SettingsPage } from '../shared/settings-page'
import { SwitchRow } from '../shared/switch-row'
import { ProfilePreview } from './profile-preview'
import { bioCounter, NAME_COLOR_PRESETS, profileSchema, readableTextOn, type ProfileForm } from './profile-schema'

/** Why Name Color & Badge is disabled for a member whose plan is not Pro (the database's words). */
export const NAME_COLOR_LOCKED = 'Name Color & Badge is available on Pro'

const pickProfile = (s: ProfileCustomization): ProfileCustomization => ({
  bio: s.bio,
  mood: s.mood,
  nameColor: s.nameColor,
  premiumBadge: s.premiumBadge,
  defaultAnonymous: s.defaultAnonymous,
})

const isMood = (value: string | undefined): value is ProfileCustomization['mood'] =>
  MOODS.some((mood) => mood.id === value)

/**
 * /settings/profile, 'Profile Customization': Profile Bio (cut at 160 characters, 'n/160
 * characters'), Mood Indicator (10 emojis, smile by default), Name Color & Badge (labelled
 * Premium: a colour picker with presets, #8B5CF6 by default, and the premium badge; for a member
 * enabled on Pro and for the administrator only, otherwise disabled with 'Name Color & Badge is
 * available on Pro.' and a link to /pricing, and their colour is not sent; the guest has it all),
 * Anonymous Toggle (post anonymously by default), and a live preview of a post's name line.
 * 'Save Changes' stores everything per person and shows 'Profile updated'. A signed-in member's
 * bio, mood and name colour are their profile row on the server (the bio is the one /profile
 * edits): read when the page opens ('Loading profile...' until then), saved there first (a refusal
 * shows its reason and keeps the form as typed); the badge and the anonymous default stay per device.
 */
const readLook = (source: MemberProfileSource) => source.readLook()
function keepLook(look: Partial<ProfileLook>) {
  useProfileCustomizationStore.getState().saveCustomization({
    ...(look.bio !== undefined && { bio: look.bio }),
    ...(isMood(look.mood) && { mood: look.mood }),
    ...(look.nameColor !== undefined && { nameColor: look.nameColor.toUpperCase() }),
  })
}

export function ProfileSettings() {
  const { source, ready } = useMemberProfileRead(readLook, keepLook)
  if (!ready) {
    return (
      <SettingsPage title="Profile Customization" description="How you appear to others in rooms and chats.">
        <p role="status" className="text-muted-foreground">
          Loading profile...
        </p>
      </SettingsPage>
    )
  }
  return <ProfileCustomizationForm source={source} />
}

function ProfileCustomizationForm({ source }: { source: MemberProfileSource | null }) {
  const { user } = useAuth()
  const username = useAccountNamesStore((s) => s.username)
  const stored = useProfileCustomizationStore(useShallow(pickProfile))
  const saveCustomization = useProfileCustomizationStore((s) => s.saveCustomization)
  const id = useId()
  const { control, handleSubmit, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileSchema),
    values: stored,
  })
  const values = useWatch({ control }) as ProfileForm
  // Name Color & Badge: Pro and the administrator (the database refuses anyone else); the guest explores it all.
  const mayColor = !source || mayChooseNameColor(user.serverPlan, user)
  const colorLockedId = `${id}-color-locked`

  const onSubmit = async (data: ProfileForm) => {
    if (source) {
      try {
        await source.saveLook({ bio: data.bio, mood: data.mood, ...(mayColor && { nameColor: data.nameColor }) })
      } catch (error) {
        toast({ title: errorMessage(error) || 'Your profile could not be saved.', variant: 'destructive' })
        return
      }
    }
    saveCustomization(data)
    toast({ title: 'Profile updated', description: 'Your profile customization has been saved.' })
  }

  return (
    <SettingsPage title="Profile Customization" description="How you appear to others in rooms and chats.">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
        <SettingsCard title="Profile Bio" icon={<UserRound aria-hidden="true" className="size-5 text-primary" />}>
          <Controller
            control={control}
            name="bio"
            render={({ field }) => (
              <div className="grid gap-2">
                <Label htmlFor={`${id}-bio`}>Bio</Label>
                <Textarea
                  id={`${id}-bio`}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(clampBio(event.target.value))}
                  maxLength={BIO_MAX_LENGTH}
                  rows={3}
                  placeholder="Tell others a little about yourself"
                  aria-describedby={`${id}-bio-count`}
                />
                <p id={`${id}-bio-count`} className="text-sm text-muted-foreground">
                  {bioCounter(field.value)}
                </p>
              </div>
            )}
          />
        </SettingsCard>

        <SettingsCard
          title="Mood Indicator"
          icon={<Smile aria-hidden="true" className="size-5 text-primary" />}
          description="Shown beside your name."
        >
          <Controller
            control={control}
            name="mood"
            render={({ field }) => (
              <>
                <RadioGroup
                  aria-label="Mood"
                  value={field.value}
                  onValueChange={field.onChange}
                  className="grid-cols-5 gap-2! sm:flex sm:flex-wrap"
                >
                  {MOODS.map((mood) => (
                    <RadioGroupTile
                      key={mood.id}
                      value={mood.id}
                      aria-label={mood.label}
                      title={mood.label}
                      tileClassName="flex size-11 items-center justify-center rounded-lg border border-border text-2xl transition-colors hover:bg-accent has-checked:border-primary has-checked:bg-primary/15 has-checked:ring-2 has-checked:ring-primary has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
                    >
                      <span aria-hidden="true">{mood.emoji}</span>
                    </RadioGroupTile>
                  ))}
                </RadioGroup>
                <p className="text-sm text-muted-foreground">
                  Selected: {MOODS.find((m) => m.id === field.value)?.label ?? MOODS[0].label}
                </p>
              </>
            )}
          />
        </SettingsCard>

        <SettingsCard
          title="Name Color & Badge"
          icon={<Palette aria-hidden="true" className="size-5 text-primary" />}
          aside={<Badge>Premium</Badge>}
          description="The colour behind your name on your posts, and the premium badge."
        >
          {mayColor ? null : (
            <p id={colorLockedId} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              <Lock aria-hidden="true" className="size-4" />
              {NAME_COLOR_LOCKED}.
              <Link to={paths.pricing} className="font-medium text-primary underline-offset-4 hover:underline">
                View Plans
              </Link>
            </p>
          )}
          <fieldset
            disabled={!mayColor}
            aria-describedby={mayColor ? undefined : colorLockedId}
            className="min-w-0 space-y-4 disabled:opacity-60"
          >
            <Controller
              control={control}
              name="nameColor"
              render={({ field }) => (
                <div className="space-y-3">
                  <div className="flex items-center gap-3">
                    <input
                      id={`${id}-color`}
                      type="color"
                      aria-describedby={mayColor ? undefined : colorLockedId}
                      name={field.name}
                      ref={field.ref}
                      value={field.value.toLowerCase()}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                      className="h-9 w-14 cursor-pointer rounded-md border border-input bg-transparent p-1"
                    />
                    <Label htmlFor={`${id}-color`}>Name color</Label>
                    <span data-testid="name-color-value" className="font-mono text-sm text-muted-foreground">
                      {field.value.toUpperCase()}
                    </span>
                  </div>
                  <div role="group" aria-label="Preset colors" className="flex flex-wrap gap-2">
                    {NAME_COLOR_PRESETS.map((preset) => {
                      const pressed = field.value.toUpperCase() === preset.value
                      return (
                        <button
                          key={preset.value}
                          type="button"
                          aria-label={preset.name}
                          aria-pressed={pressed}
                          title={`${preset.name} ${preset.value}`}
                          onClick={() => field.onChange(preset.value)}
                          className={cn(
                            'flex size-8 items-center justify-center rounded-full border-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                            pressed ? 'border-foreground' : 'border-border',
                          )}
                          style={{ backgroundColor: preset.value }}
                        >
                          {pressed ? (
                            <Check
                              aria-hidden="true"
                              className="size-4"
                              style={{ color: readableTextOn(preset.value) }}
                            />
                          ) : null}
                        </button>
                      )
                    })}
                  </div>
                </div>
              )}
            />
            <Controller
              control={control}
              name="premiumBadge"
              render={({ field }) => (
                <SwitchRow
                  label="Show premium badge"
                  description="A Premium badge beside your name."
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  disabled={!mayColor}
                />
              )}
            />
          </fieldset>
        </SettingsCard>

        <SettingsCard
          title="Anonymous Toggle"
          icon={<VenetianMask aria-hidden="true" className="size-5 text-primary" />}
        >
          <Controller
            control={control}
            name="defaultAnonymous"
            render={({ field }) => (
              <SwitchRow
                label="Post anonymously by default"
                description="New posts start as Anonymous; you can still post with your name."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </SettingsCard>

        <SettingsCard title="Preview" description="How your name looks on your posts.">
          <ProfilePreview name={username ?? user.name} values={values} />
        </SettingsCard>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">Save Changes</Button>
          {formState.isDirty ? <p className="text-sm text-muted-foreground">You have unsaved changes.</p> : null}
        </div>
      </form>
    </SettingsPage>
  )
}
