import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetPersistedStoresForTests } from '@/lib/persist/persisted-store'
import { resetSafeStorageForTests } from '@/lib/persist/safe-storage'
import { getProfileSnapshot, readStoredProfile, useProfileStore } from './profile-store'

/** Reads the stored profile again, as another tab's write makes it do. */
async function reload() {
  window.dispatchEvent(new StorageEvent('storage', { key: 'userProfile' }))
  await Promise.resolve()
}

const ada = { displayName: 'Ada Obi', location: 'Lagos', bio: 'Quiet thinker', interests: 'Poetry, Tea', avatarUrl: '' }

beforeEach(() => {
  localStorage.clear()
  resetSafeStorageForTests()
})
afterEach(() => {
  localStorage.clear()
  resetPersistedStoresForTests()
})

describe('userProfile in the browser', () => {
  it("reads a profile stored in the spec's plain JSON form instead of replacing it", async () => {
    localStorage.setItem('userProfile', JSON.stringify(ada))
    await reload()
    expect(getProfileSnapshot()).toEqual(ada)
    expect(JSON.parse(localStorage.getItem('userProfile')!)).toEqual(ada)
  })

  it('reads interests kept as a list and fills in missing fields', async () => {
    localStorage.setItem('userProfile', JSON.stringify({ displayName: 'Ada', interests: ['Poetry', 'Tea'] }))
    await reload()
    expect(getProfileSnapshot()).toEqual({
      displayName: 'Ada',
      location: '',
      bio: '',
      interests: 'Poetry, Tea',
      avatarUrl: '',
    })
  })

  it('still reads the earlier { state, version } form, and writes the plain form back', async () => {
    localStorage.setItem('userProfile', JSON.stringify({ state: ada, version: 1 }))
    await reload()
    expect(getProfileSnapshot()).toEqual(ada)
    expect(useProfileStore.getState().saveProfile({ ...ada, bio: 'Loud laugher' })).toBe(true)
    expect(JSON.parse(localStorage.getItem('userProfile')!)).toEqual({ ...ada, bio: 'Loud laugher' })
  })

  it('replaces a stored profile that fails the schema (a javascript: avatar) by the empty one', async () => {
    localStorage.setItem('userProfile', JSON.stringify({ ...ada, avatarUrl: 'javascript:alert(1)' }))
    await reload()
    expect(getProfileSnapshot()).toEqual({ displayName: '', location: '', bio: '', interests: '', avatarUrl: '' })
  })

  it('gives anything that is not an object back unchanged', () => {
    expect(readStoredProfile(null)).toBeNull()
    expect(readStoredProfile([1])).toEqual([1])
  })
})
