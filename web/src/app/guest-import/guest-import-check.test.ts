// @vitest-environment node
import { GUEST_KEYS, mayOfferGuestData, offeredKey } from './guest-import-check'

function storageWith(entries: Record<string, string>): Storage {
  const storage = new Map(Object.entries(entries))
  return {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
    clear: () => storage.clear(),
    key: (index: number) => [...storage.keys()][index] ?? null,
    get length() {
      return storage.size
    },
  }
}

describe('mayOfferGuestData', () => {
  it.each(Object.values(GUEST_KEYS))('is true when the guest saved %s and the member was not offered yet', (key) => {
    expect(mayOfferGuestData('m1', storageWith({ [key]: '{}' }))).toBe(true)
  })

  it('is false when the guest saved nothing of the three (a theme alone does not count)', () => {
    expect(mayOfferGuestData('m1', storageWith({ theme: 'light', userProfile: '{}' }))).toBe(false)
  })

  it('is false once this member was offered, and true for another member', () => {
    const storage = storageWith({ [GUEST_KEYS.journal]: '{}', [offeredKey('m1')]: 'declined' })
    expect(mayOfferGuestData('m1', storage)).toBe(false)
    expect(mayOfferGuestData('m2', storage)).toBe(true)
  })

  it('is false when storage cannot be read', () => {
    const broken = storageWith({})
    broken.getItem = () => {
      throw new Error('SecurityError')
    }
    expect(mayOfferGuestData('m1', broken)).toBe(false)
  })
})
