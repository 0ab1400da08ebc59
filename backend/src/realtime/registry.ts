/**
 * Who is joined to what: Realtime's PubSub topics (`<tenant>:<name>` for public channels,
 * `<tenant>-private:<name>` for private ones, Realtime.Tenants.tenant_topic/3) and the fan-out rules
 * of RealtimeWeb.RealtimeChannel.MessageDispatcher: a private subscriber gets Broadcasts only with
 * broadcast read permission, and `presence_diff` only with presence read permission.
 */
import type { Outgoing } from './protocol.ts'

/** A joined channel as the registry sees it. */
export interface Subscriber {
  /** Broadcast read permission (always true on a public channel). */
  canReadBroadcast(): boolean
  /** Presence read permission (always true on a public channel). */
  canReadPresence(): boolean
  /** Sends a message to the subscriber's socket, framed for its topic and serializer. */
  deliver(message: Outgoing): void
}

/** The PubSub topic of a channel named `name` (without `realtime:`). */
export function pubsubTopic(name: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}:${name}`
}

/** Subscribers per PubSub topic. */
export class ChannelRegistry {
  private readonly topics = new Map<string, Set<Subscriber>>()

  /** Adds `subscriber` to `topic`. */
  add(topic: string, subscriber: Subscriber): void {
    let set = this.topics.get(topic)
    if (!set) this.topics.set(topic, (set = new Set()))
    set.add(subscriber)
  }

  /** Removes `subscriber` from `topic` (no-op when absent). */
  remove(topic: string, subscriber: Subscriber): void {
    const set = this.topics.get(topic)
    if (!set) return
    set.delete(subscriber)
    if (set.size === 0) this.topics.delete(topic)
  }

  /** Sends a Broadcast to every subscriber of `topic` allowed to read it, except `except`. */
  broadcast(topic: string, message: Outgoing, except?: Subscriber): void {
    for (const subscriber of this.topics.get(topic) ?? []) {
      if (subscriber !== except && subscriber.canReadBroadcast()) subscriber.deliver(message)
    }
  }

  /** Sends a `presence_diff` to every subscriber of `topic` allowed to read Presence. */
  presence(topic: string, message: Outgoing): void {
    for (const subscriber of this.topics.get(topic) ?? []) {
      if (subscriber.canReadPresence()) subscriber.deliver(message)
    }
  }
}
