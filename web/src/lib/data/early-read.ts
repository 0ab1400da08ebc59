import { readMemberSession, type MemberSession } from '@/lib/auth/member-session'
import type { NexusClient } from '@/lib/supabase'

/** A read a page's source would make, started as the app starts instead (see {@link earlyRead}). */
export interface EarlyRead<T> {
  /**
   * Starts the read for the page at `pathname` when it is one of this read's addresses and a
   * member is signed in (`member`: the session read at start, shared with the other early reads).
   * Does nothing otherwise. Resolves once `read` has returned (or its promise settled); never
   * rejects.
   */
  start(pathname: string, member?: Promise<MemberSession | null>): Promise<void>
  /**
   * The answer {@link EarlyRead.start} got, if it was started for `key` and member `memberId`; null
   * otherwise, or when it failed (the caller then reads it itself). Taken once: the next call
   * answers null, so a later read (a retry, another visit of the page) asks the database again.
   */
  take(key: string, memberId: string): Promise<T | null>
}

/**
 * A read started beside the page's code, before its first render, so its answer comes a round
 * trip sooner: `keyOf` names what an address reads (a room's slug, a friend's id) or returns null
 * for other addresses, and `read` asks the database for it as the signed-in member. `read` may
 * return an answer or a promise of one; a throw or a rejection counts as no answer.
 */
export function earlyRead<T>(
  keyOf: (pathname: string) => string | null,
  read: (client: NexusClient, key: string) => T | Promise<T>,
): EarlyRead<T> {
  let pending: { key: string; answer: Promise<{ memberId: string; value: T } | null> } | null = null

  const ask = async (key: string, member: Promise<MemberSession | null>) => {
    const signedIn = await member
    if (!signedIn) return null
    try {
      return { memberId: signedIn.session.user.id, value: await read(signedIn.client, key) }
    } catch {
      // No network: the page reads it again and reports what fails.
      return null
    }
  }

  return {
    async start(pathname, member = readMemberSession()) {
      const key = keyOf(pathname)
      if (key === null) return
      const answer = ask(key, member)
      pending = { key, answer }
      await answer
    },
    async take(key, memberId) {
      if (pending?.key !== key) return null
      const { answer } = pending
      pending = null
      const early = await answer
      return early?.memberId === memberId ? early.value : null
    },
  }
}
