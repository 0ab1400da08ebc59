import { RoomsSourceError, type RoomsSource } from './rooms-source'

/**
 * A source whose code loads on first use: `load` (a dynamic import) runs once, at the first call,
 * and every method waits for it, so pages that never touch rooms never download that code.
 * `listRooms`, when given, answers the room list instead (code of its own, so the pages that
 * only list rooms need not load the rest); `listActiveCounts` likewise. `key` must be the loaded source's key. `subscribe`
 * (and `followPresence`) start following once the code is there; stopping before then cancels it.
 * The in-memory peeks are absent (such a source asks a server); such a source leaves out blocked
 * and muted authors itself (`hidesBlockedAuthors`), and 'Mute this author' is the loaded source's
 * (a 'failed' {@link RoomsSourceError} where it has none). A failed load rejects that call and is
 * tried again at the next one.
 */
export function lazyRoomsSource(
  key: string,
  load: () => Promise<RoomsSource>,
  listRooms?: RoomsSource['listRooms'],
  listActiveCounts?: RoomsSource['listActiveCounts'],
): RoomsSource {
  let loading: Promise<RoomsSource> | undefined
  const source = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return {
    key,
    hidesBlockedAuthors: true,
    async muteAnonymousAuthor(postId) {
      const loaded = await source()
      if (!loaded.muteAnonymousAuthor) throw new RoomsSourceError('failed', 'Muting is not available here.')
      return loaded.muteAnonymousAuthor(postId)
    },
    listRooms: listRooms ?? (async () => (await source()).listRooms()),
    listActiveCounts:
      listActiveCounts ??
      (async () => {
        const loaded = await source()
        if (!loaded.listActiveCounts) throw new RoomsSourceError('failed', 'This source does not count who is active.')
        return loaded.listActiveCounts()
      }),
    openRoom: async (slug) => (await source()).openRoom(slug),
    listFeed: async (slug, older) => (await source()).listFeed(slug, older),
    createPost: async (post) => (await source()).createPost(post),
    deletePost: async (slug, id) => (await source()).deletePost(slug, id),
    checkMessage: async (body) => (await source()).checkMessage(body),
    listMembers: async (slug) => (await source()).listMembers(slug),
    subscribe(slug, handlers) {
      let stop: (() => void) | null = null
      let stopped = false
      source().then(
        (loaded) => {
          if (!stopped) stop = loaded.subscribe(slug, handlers)
        },
        (error: unknown) => console.warn(`Live updates of room ${slug} are off:`, error),
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
    // Presence (issue 40): like subscribe, once the code is there.
    followPresence(slug, onChange) {
      let stop: (() => void) | undefined
      let stopped = false
      source().then(
        (loaded) => {
          if (!stopped) stop = loaded.followPresence?.(slug, onChange)
        },
        (error: unknown) => console.warn(`Presence in room ${slug} is off:`, error),
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
    countPresent: async (slug) => {
      const loaded = await source()
      if (!loaded.countPresent) throw new Error('This source does not count who is present.')
      return loaded.countPresent(slug)
    },
  }
}
