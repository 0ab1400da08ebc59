import { useJournalStore } from '../journal-store'
import { JournalSourceError, type JournalSource } from './journal-source'

const NO_LONGER_EXISTS = 'This entry no longer exists.'

const state = () => useJournalStore.getState()

/**
 * The guest's journal: the browser's own store (`nexus:journal`, 3 sample entries at first, the
 * passcode lock and everything as before). Every write answers at once (a value, or a throw); the entries are read
 * from memory (see JournalSource.memory), following the store, so another tab's changes and
 * Settings' 'Delete All' show too. New entries keep the id the caller made; the store's own rules
 * apply (a blank title or content, an unknown id: nothing changes, and the call rejects).
 */
export const localJournalSource: JournalSource = {
  key: 'local',
  memory: {
    subscribe: (onChange) => useJournalStore.subscribe(onChange),
    items: () => state().entries,
    initialItems: () => useJournalStore.getInitialState().entries,
  },

  list: () => Promise.resolve(state().entries),

  create(id, draft) {
    const entry = state().addEntry(draft, new Date(), id)
    if (!entry) throw new JournalSourceError('refused', 'This entry could not be saved.')
    return entry
  },

  update(id, draft) {
    const entry = state().updateEntry(id, draft)
    if (!entry) throw new JournalSourceError('not-found', NO_LONGER_EXISTS)
    return entry
  },

  setFavorite(id, favorite) {
    const found = state().entries.find((e) => e.id === id)
    if (!found) throw new JournalSourceError('not-found', NO_LONGER_EXISTS)
    if (found.favorite !== favorite) state().toggleFavorite(id)
  },

  remove(id) {
    if (!state().deleteEntry(id)) throw new JournalSourceError('not-found', NO_LONGER_EXISTS)
  },

  importMany: (entries) => Promise.resolve(state().importEntries(entries)),

  removeAll() {
    state().deleteAll()
    return Promise.resolve()
  },
}
