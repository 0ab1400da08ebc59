import { act } from '@testing-library/react'
import { DEFAULT_JOURNAL_PREFERENCES, useJournalPreferencesStore } from './journal-preferences-store'
import { verifyPasscode } from './passcode-hash'

const KEY = 'nexus:journal-preferences'
const { passcodeHash: _, ...withoutHash } = DEFAULT_JOURNAL_PREFERENCES

/** Stores `state` as version 1 wrote it and has the store read it again (as a reload would). */
async function loadVersion1(state: Record<string, unknown>) {
  localStorage.setItem(KEY, JSON.stringify({ version: 1, state }))
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: KEY })))
  await vi.waitFor(() => expect(useJournalPreferencesStore.persist.hasHydrated()).toBe(true), { timeout: 15_000 })
}

describe('journal preferences saved by version 1 (plain passcode)', () => {
  it('replace the passcode by its hash on load, in memory and in storage', { timeout: 20_000 }, async () => {
    await loadVersion1({ ...withoutHash, fontSize: 20, passcodeEnabled: true, passcode: 'k3y9' })
    const state = useJournalPreferencesStore.getState()
    expect(state).toMatchObject({ fontSize: 20, passcodeEnabled: true })
    expect(state).not.toHaveProperty('passcode')
    expect(await verifyPasscode('k3y9', state.passcodeHash!)).toBe(true)
    const saved = localStorage.getItem(KEY)!
    expect(JSON.parse(saved)).toMatchObject({ version: 2, state: { fontSize: 20, passcodeEnabled: true } })
    expect(saved).not.toContain('k3y9')
  })

  it('with no passcode, load with the lock off and no hash', async () => {
    await loadVersion1({ ...withoutHash, passcodeEnabled: true, passcode: '' })
    expect(useJournalPreferencesStore.getState()).toMatchObject({ passcodeEnabled: false, passcodeHash: null })
  })
})
