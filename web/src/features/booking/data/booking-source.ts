import type { Booking, SlotTime } from '../booking-model'

/**
 * The one interface the booking screens read and write through. Two implementations: the
 * browser's own store with the sample host for the guest (local-booking-source.ts), and the
 * database's real host and bookings through supabase-js when a backend is configured
 * (supabase-booking-source.ts), for a visitor (who sees the host and the free times, and signs in
 * to book) or a signed-in member. The app layer picks one (BookingSourceProvider); the screens
 * never know which they have.
 */

/** The person sessions are booked with, as the host card shows them. */
export interface BookingHost {
  /** The host's user id, or null for the guest's sample host. */
  id: string | null
  name: string
  /** Up to two letters for the avatar, e.g. 'JL'. */
  initials: string
  /** A short line under the name ('Community mentor'); '' for none. */
  role: string
  /** What the host offers, in their words. */
  bio: string
  /** The host's IANA time zone: slot times are wall-clock times there. */
  timeZone: string
  /** The start times ('HH:mm', host's clock) the host takes, Monday to Friday. */
  slotTimes: readonly SlotTime[]
  /** The same in words for the card, e.g. 'Mon to Fri, 2-6pm'. */
  availability: string
}

/** A taken stretch of the host's time: from `start` (inclusive) to `end` (exclusive). */
export interface BusyTime {
  start: Date
  end: Date
}

/**
 * Why a source refused a booking, with `message` what the person is shown: 'taken' (someone
 * else booked that time first), 'refused' (the time is not bookable, with the reason),
 * 'sign-in' (a visitor must sign in first), 'failed' (the server could not be reached or failed).
 */
export type BookingSourceErrorKind = 'taken' | 'refused' | 'sign-in' | 'failed'

/** A refused or failed call of a {@link BookingSource}; `message` is shown as it is. */
export class BookingSourceError extends Error {
  constructor(
    readonly kind: BookingSourceErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'BookingSourceError'
  }
}

/** What an in-memory source holds at once (see {@link BookingSource.peek}). */
export interface BookingSnapshot {
  host: BookingHost
  bookings: Booking[]
}

/** The host, the free times and the bookings, from wherever they are kept. */
export interface BookingSource {
  /** Identifies the source and whose data it holds ('local', 'supabase:visitor', 'supabase:<user id>'). */
  readonly key: string
  /** True for a visitor with a backend: confirming a time first needs signing in. */
  readonly needsSignIn: boolean
  /** True when the person may cancel their own bookings here (a member). */
  readonly canCancel: boolean
  /**
   * For a source holding everything in memory (the guest's store): the host and the bookings at
   * once, the same object while nothing changed. Undefined for sources that ask a server.
   */
  peek?(): BookingSnapshot
  /** For an in-memory source: calls `listener` after every change; returns the function that stops. */
  subscribe?(listener: () => void): () => void
  /**
   * Calls `onChange` whenever the person's bookings (as booker or host) may have changed
   * elsewhere (another browser, the other person), and when the live connection is up again;
   * returns the function that stops. Nothing for a source without live updates.
   */
  follow(onChange: () => void): () => void
  /** The host sessions are booked with; null when there is none (no host set up). */
  getHost(): Promise<BookingHost | null>
  /** Every taken time of `host` overlapping [`from`, `to`), whoever booked it; times only. */
  listBusy(host: BookingHost, from: Date, to: Date): Promise<BusyTime[]>
  /**
   * The bookings to list under 'Booked Sessions': the guest's every booking (the samples too);
   * a member's own live ones; none for a visitor.
   */
  listBookings(): Promise<Booking[]>
  /**
   * Books the 30-minute session starting at `start` with `host` as of `now`; resolves to the
   * booking (`date` and `time` on the host's clock, booked by 'You'). Rejects with a
   * {@link BookingSourceError}.
   */
  book(host: BookingHost, start: Date, now: Date): Promise<Booking>
  /** Cancels the person's own booking `id` (its time becomes free again). Rejects with a {@link BookingSourceError}. */
  cancel(id: string): Promise<void>
  /**
   * The live bookings of the signed-in member as a host (for their schedule), soonest first,
   * `bookedBy` the booker's name where the member may read it; none for anyone who is not a host.
   */
  listHostBookings(): Promise<HostBooking[]>
}

/** A booking of the member as a host: when (their clock, see {@link Booking}), from `start`, and who booked. */
export interface HostBooking extends Booking {
  /** The start instant. */
  start: Date
}
