/** The storage keys of the guest's journal, schedule and resources (the guest's keys are the bare names). */
export const GUEST_KEYS = { journal: 'nexus:journal', events: 'nexus:schedule', resources: 'nexus:resources' } as const

/** The localStorage key that records that member `memberId` was offered the guest's data in this browser. */
export const offeredKey = (memberId: string) => `nexus:guest-import-offered:${memberId}`

/**
 * Whether member `memberId` may be offered the guest's data in this browser: not offered yet, and
 * the guest saved a journal, a schedule or resources here. It reads keys only, so the offer's code
 * (which reads and checks the data itself) loads only when there may be something to offer.
 * Storage that cannot be read counts as nothing to offer.
 */
export function mayOfferGuestData(memberId: string, storage: Storage = localStorage): boolean {
  try {
    if (storage.getItem(offeredKey(memberId)) !== null) return false
    return Object.values(GUEST_KEYS).some((key) => storage.getItem(key) !== null)
  } catch {
    return false
  }
}
