/**
 * Presence as Phoenix.Presence keeps it for Realtime (one process here, no cluster): per topic,
 * each joined channel may track one entry under its presence key. Metas carry a `phx_ref` (and
 * `phx_ref_prev` after an update); the state is `{key: {metas: [...]}}` and changes are diffs
 * `{joins, leaves}` in the same shape, which `@supabase/phoenix`'s Presence.syncState/syncDiff read.
 */
import { randomBytes } from 'node:crypto'

/** One tracked entry's metadata: the member's payload plus Phoenix's refs. */
export type PresenceMeta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string }

/** Presences grouped by key, as `presence_state` and both halves of `presence_diff` carry them. */
export type PresenceState = Record<string, { metas: PresenceMeta[] }>

/** The payload of a `presence_diff` message. */
export interface PresenceDiff {
  joins: PresenceState
  leaves: PresenceState
}

interface Entry {
  key: string
  meta: PresenceMeta
}

/** Phoenix.Tracker-like refs: short, unique, URL-safe. */
function newRef(): string {
  return randomBytes(12).toString('base64url')
}

function group(entries: Iterable<Entry>): PresenceState {
  const state: PresenceState = {}
  for (const { key, meta } of entries) (state[key] ??= { metas: [] }).metas.push(meta)
  return state
}

/** All presences of every topic; `owner` is the tracking channel (one entry per owner and topic). */
export class PresenceTracker<Owner> {
  private readonly topics = new Map<string, Map<Owner, Entry>>()

  /** The grouped state of `topic` (`presence_state`). */
  list(topic: string): PresenceState {
    return group(this.topics.get(topic)?.values() ?? [])
  }

  /**
   * Tracks `payload` for `owner` under `key`, or replaces its current payload (an update: the new
   * meta keeps the old ref as `phx_ref_prev`, and the diff both joins the new and leaves the old).
   */
  track(topic: string, owner: Owner, key: string, payload: Record<string, unknown>): PresenceDiff {
    let entries = this.topics.get(topic)
    if (!entries) this.topics.set(topic, (entries = new Map()))
    const previous = entries.get(owner)
    const meta: PresenceMeta = { ...payload, phx_ref: newRef() }
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref
    const entry = { key, meta }
    entries.set(owner, entry)
    return { joins: group([entry]), leaves: previous ? group([previous]) : {} }
  }

  /** Removes `owner`'s entry on `topic`; the diff, or null when it tracked nothing. */
  untrack(topic: string, owner: Owner): PresenceDiff | null {
    const entries = this.topics.get(topic)
    const previous = entries?.get(owner)
    if (!entries || !previous) return null
    entries.delete(owner)
    if (entries.size === 0) this.topics.delete(topic)
    return { joins: {}, leaves: group([previous]) }
  }
}
