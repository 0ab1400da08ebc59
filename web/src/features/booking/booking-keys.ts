/** The SWR cache key of the member's own bookings (the booking page and the schedule share it). */
export function myBookingsKey(sourceKey: string): string {
  return `booking:mine|${sourceKey}`
}

/** The SWR cache key of the sessions booked with the signed-in member as a host. */
export function hostBookingsKey(sourceKey: string): string {
  return `booking:hosting|${sourceKey}`
}
