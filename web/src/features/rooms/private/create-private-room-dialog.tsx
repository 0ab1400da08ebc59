import { zodResolver } from '@hookform/resolvers/zod'
import { Check, LoaderCircle, Lock, Plus, Sparkles } from 'lucide-react'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupTile } from '@/components/ui/radio-group'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { cn } from '@/lib/utils'
import { usePrivateRoomsSource } from '../data/private-rooms-context'
import { ROOM_ICON_CHOICES } from './room-icon-choices'
import { FieldError, Failure } from './form-bits'
import {
  EMPTY_NEW_ROOM,
  newRoomSchema,
  ROOM_DESCRIPTION_MAX,
  ROOM_NAME_MAX,
  type NewRoomValues,
} from './private-room-schema'
import { useMyPlan, useRefreshRooms } from './use-private-room'

/** What Pro adds for rooms, as the dialog lists it to a member without Pro. */
export const PRO_ROOM_FEATURES = [
  'Create up to 3 private, invitation-only rooms',
  'Invite your friends, and only them',
  'Moderate your rooms: hide and remove posts, remove or ban members',
  'Name Color & Badge',
] as const

/**
 * 'Create Private Room' on the Rooms page, for a signed-in member (the guest sees nothing: guest
 * mode is unchanged). A Pro member (or an administrator) gets the form: a name (1–60
 * characters), a description (optional, at most 500) and an icon among the room icons; a
 * created room opens at once. Any other plan sees what Pro adds and 'See plans' (/pricing).
 * The database decides (3 rooms at most on Pro, the name's rules): its refusal shows in the
 * dialog as it says it.
 */
export function CreatePrivateRoomButton({ className }: { className?: string }) {
  const source = usePrivateRoomsSource()
  const [open, setOpen] = useState(false)
  if (source.needsAccount) return null
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className={className}>
          <Plus aria-hidden="true" />
          Create Private Room
        </Button>
      </DialogTrigger>
      {open ? <CreatePrivateRoomContent onDone={() => setOpen(false)} /> : null}
    </Dialog>
  )
}

function CreatePrivateRoomContent({ onDone }: { onDone: () => void }) {
  const plan = useMyPlan()
  const canCreate = plan === 'pro' || plan === 'admin'
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Create Private Room</DialogTitle>
        <DialogDescription>
          {plan === undefined || canCreate
            ? 'An invitation-only room: only the friends you invite can find it, read it and post in it.'
            : 'Private rooms are available on Pro.'}
        </DialogDescription>
      </DialogHeader>
      {plan === undefined ? (
        <Spinner label="Checking your plan..." className="py-6" />
      ) : canCreate ? (
        <CreateForm onDone={onDone} />
      ) : (
        <ProUpsell />
      )}
    </DialogContent>
  )
}

function ProUpsell() {
  return (
    <>
      <div className="rounded-md border border-border bg-muted/50 p-4">
        <p className="flex items-center gap-2 font-medium">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          What Pro adds
        </p>
        <ul className="mt-3 space-y-2 text-sm">
          {PRO_ROOM_FEATURES.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="cancel">
            Not now
          </Button>
        </DialogClose>
        <Button asChild>
          <Link to={paths.pricing}>See plans</Link>
        </Button>
      </DialogFooter>
    </>
  )
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const source = usePrivateRoomsSource()
  const refreshRooms = useRefreshRooms()
  const navigate = useNavigate()
  const id = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewRoomValues>({ resolver: zodResolver(newRoomSchema), defaultValues: EMPTY_NEW_ROOM })

  const onValid = async (values: NewRoomValues) => {
    setFailure(null)
    let slug: string
    try {
      slug = await source.createRoom(values)
    } catch (error) {
      setFailure(errorMessage(error) || 'The room could not be created. Please try again.')
      return
    }
    refreshRooms()
    toast({ title: 'Private room created', description: `Invite your friends to ${values.name}.` })
    onDone()
    void navigate(paths.room(slug))
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-label="Create Private Room" className="space-y-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          maxLength={ROOM_NAME_MAX}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          {...register('name')}
        />
        <FieldError id={`${id}-name-error`} message={errors.name?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Textarea
          id={`${id}-description`}
          rows={3}
          maxLength={ROOM_DESCRIPTION_MAX}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          {...register('description')}
        />
        <FieldError id={`${id}-description-error`} message={errors.description?.message} />
      </div>
      <Controller
        control={control}
        name="icon"
        render={({ field }) => (
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Icon</legend>
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              aria-label="Icon"
              className="grid-cols-5 gap-2! sm:grid-cols-8"
            >
              {ROOM_ICON_CHOICES.map(({ name, label, icon: Icon }, index) => (
                <RadioGroupTile
                  key={name}
                  value={name}
                  aria-label={label}
                  ref={index === 0 ? field.ref : undefined}
                  onBlur={field.onBlur}
                  tileClassName={cn(
                    'grid aspect-square place-items-center rounded-md border border-input text-muted-foreground',
                    'has-checked:border-primary has-checked:bg-primary/10 has-checked:text-foreground',
                    'has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </RadioGroupTile>
              ))}
            </RadioGroup>
          </fieldset>
        )}
      />
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <Lock aria-hidden="true" className="size-3.5" />
        Up to 50 members. Only you can invite them.
      </p>
      <Failure>{failure}</Failure>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="cancel">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          {isSubmitting ? 'Creating...' : 'Create room'}
        </Button>
      </DialogFooter>
    </form>
  )
}
