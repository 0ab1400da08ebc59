import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Save, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import useSWR from 'swr'
import { paths } from '@/config/paths'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Separator } from '@/components/ui/separator'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { usePrivateRoomsSource } from '../data/private-rooms-context'
import type { RoomListItem } from '../data/rooms-source'
import { FieldError, Failure } from './form-bits'
import { ROOM_DESCRIPTION_MAX, ROOM_NAME_MAX, roomDetailsSchema, type RoomDetailsValues } from './private-room-schema'
import { useRefreshRooms } from './use-private-room'

/** Props of {@link RoomSettingsDialog}. */
export interface RoomSettingsDialogProps {
  room: Pick<RoomListItem, 'slug' | 'name' | 'description'>
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** How the delete confirmation names what goes with the room: 'its 1 post', 'its 12 posts', 'no posts'. */
export function postsGoingWith(count: number): string {
  if (count === 0) return 'It has no posts.'
  return `Its ${count.toLocaleString('en-US')} ${count === 1 ? 'post goes' : 'posts go'} with it.`
}

/**
 * 'Room settings' (the room's owner): rename the room (1–60 characters) and change its
 * description (at most 500), saved with 'Save changes'; and 'Delete room', which first asks, naming
 * how many posts go with it ('Its 12 posts go with it.'), then deletes the room and goes to
 * /rooms. Refusals show the database's message.
 */
export function RoomSettingsDialog({ room, open, onOpenChange }: RoomSettingsDialogProps) {
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <Dialog open={open && !confirming} onOpenChange={onOpenChange}>
        {open && !confirming ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Room settings</DialogTitle>
              <DialogDescription>Only you, the room&apos;s owner, can change these.</DialogDescription>
            </DialogHeader>
            <DetailsForm room={room} onDone={() => onOpenChange(false)} />
            <Separator />
            <div className="space-y-2">
              <h3 className="text-sm font-medium">Delete this room</h3>
              <p className="text-sm text-muted-foreground">
                The room, its members and all its posts are deleted for everyone. This cannot be undone.
              </p>
              <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
                Delete room
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
      <DeleteRoomConfirmation
        room={room}
        open={open && confirming}
        onCancel={() => setConfirming(false)}
        onDeleted={() => {
          setConfirming(false)
          onOpenChange(false)
        }}
      />
    </>
  )
}

function DetailsForm({ room, onDone }: { room: RoomSettingsDialogProps['room']; onDone: () => void }) {
  const source = usePrivateRoomsSource()
  const refreshRooms = useRefreshRooms()
  const id = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RoomDetailsValues>({
    resolver: zodResolver(roomDetailsSchema),
    defaultValues: { name: room.name, description: room.description },
  })
  const onValid = async (values: RoomDetailsValues) => {
    setFailure(null)
    try {
      await source.updateRoom(room.slug, values)
    } catch (error) {
      setFailure(errorMessage(error) || 'The room could not be saved. Please try again.')
      return
    }
    refreshRooms()
    toast({ title: 'Room updated' })
    onDone()
  }
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-label="Room details" className="space-y-4">
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
        <Label htmlFor={`${id}-description`}>Description</Label>
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
            <Save aria-hidden="true" />
          )}
          {isSubmitting ? 'Saving...' : 'Save changes'}
        </Button>
      </DialogFooter>
    </form>
  )
}

function DeleteRoomConfirmation({
  room,
  open,
  onCancel,
  onDeleted,
}: {
  room: RoomSettingsDialogProps['room']
  open: boolean
  onCancel: () => void
  onDeleted: () => void
}) {
  const source = usePrivateRoomsSource()
  const refreshRooms = useRefreshRooms()
  const navigate = useNavigate()
  const { data: count, error } = useSWR(open ? ['room-post-count', source.key, room.slug] : null, () =>
    source.postCount(room.slug),
  )
  const [deleting, setDeleting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const remove = async () => {
    setDeleting(true)
    setFailure(null)
    try {
      const deleted = await source.deleteRoom(room.slug)
      toast({
        title: 'Room deleted',
        description: `${room.name} and ${deleted === 1 ? '1 post' : `${deleted} posts`} were deleted.`,
      })
      onDeleted()
      refreshRooms()
      void navigate(paths.rooms)
    } catch (failed) {
      setFailure(errorMessage(failed) || 'The room could not be deleted. Please try again.')
      setDeleting(false)
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      {open ? (
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {room.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              {count === undefined
                ? error
                  ? 'Its posts go with it.'
                  : 'Counting its posts...'
                : postsGoingWith(count)}{' '}
              Its members lose it at once. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          {count === undefined && !error ? <Spinner label="Counting posts..." /> : null}
          <Failure>{failure}</Failure>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleting}>Keep the room</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={deleting || (count === undefined && !error)}
              aria-busy={deleting || undefined}
              onClick={() => void remove()}
            >
              {deleting ? (
                <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : (
                <Trash2 aria-hidden="true" />
              )}
              {count === undefined ? 'Delete room' : `Delete room and ${count === 1 ? '1 post' : `${count} posts`}`}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  )
}
