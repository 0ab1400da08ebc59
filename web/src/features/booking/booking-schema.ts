// The saved bookings' zod schema: read only with saved data (the bookings store imports it on demand).
import { z } from 'zod/mini'
import { SLOT_TIMES } from './booking-model'
import type { BookingsData } from './booking-store'

/** The zod schema of one stored booking. */
export const bookingSchema = z.object({
  id: z.string().check(z.regex(/^[\w-]+$/)),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  time: z.enum(SLOT_TIMES),
  bookedBy: z.string(),
})

/** The zod schema of the bookings store's saved data. */
export const bookingsDataSchema: z.ZodMiniType<BookingsData> = z.object({ bookings: z.array(bookingSchema) })
