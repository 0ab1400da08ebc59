import { z } from 'zod/mini'
import { ROOM_ICON_CHOICES } from './room-icon-choices'

/** The longest private room name, in characters (after trimming). */
export const ROOM_NAME_MAX = 60
/** The longest private room description, in characters. */
export const ROOM_DESCRIPTION_MAX = 500
/** What the form says without a name (the database's own words). */
export const NAME_REQUIRED = 'Give the room a name'

const name = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: NAME_REQUIRED }),
    z.maxLength(ROOM_NAME_MAX, { error: `Keep the name to ${ROOM_NAME_MAX} characters or fewer.` }),
  )
const description = z.string().check(
  z.trim(),
  z.maxLength(ROOM_DESCRIPTION_MAX, {
    error: `Keep the description to ${ROOM_DESCRIPTION_MAX} characters or fewer.`,
  }),
)

/** A private room's name and description: the name trimmed, 1–60 characters; the description trimmed, at most 500. */
export const roomDetailsSchema = z.object({ name, description })

/** A new private room: its details and one of the room icons. */
export const newRoomSchema = z.object({
  name,
  description,
  icon: z.enum(ROOM_ICON_CHOICES.map((entry) => entry.name) as [string, ...string[]], { error: 'Pick an icon.' }),
})

/** The room details form as typed. */
export type RoomDetailsValues = z.infer<typeof roomDetailsSchema>
/** The create form as typed. */
export type NewRoomValues = z.infer<typeof newRoomSchema>

/** An empty create form, with the first icon picked. */
export const EMPTY_NEW_ROOM: NewRoomValues = { name: '', description: '', icon: ROOM_ICON_CHOICES[0]!.name }
