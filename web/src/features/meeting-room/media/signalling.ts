import { z } from 'zod/mini'

/** The kinds of media a meeting sends: one transceiver of each per peer connection. */
export const MEDIA_KINDS = ['audio', 'video'] as const

/** A kind of media: 'audio' or 'video'. */
export type MediaKind = (typeof MEDIA_KINDS)[number]

/** The Broadcast event that carries every signalling message on a pair topic. */
export const SIGNAL_EVENT = 'signal'

/**
 * The two user ids of a pair in the order the topic names them: lowercase, compared as text
 * (`lo` < `hi`), as the database's policy on the pair topic compares them.
 */
export function pairOf(a: string, b: string): { lo: string; hi: string } {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  return x < y ? { lo: x, hi: y } : { lo: y, hi: x }
}

/** The private signalling topic of two participants of a meeting: `meeting:<meeting id>:pair:<lo>:<hi>`. */
export function pairTopic(meetingId: string, a: string, b: string): string {
  const { lo, hi } = pairOf(a, b)
  return `meeting:${meetingId.toLowerCase()}:pair:${lo}:${hi}`
}

/**
 * The perfect-negotiation rule: of two participants, the one with the lexically smaller user id
 * (lowercase) is polite (it gives way when both send an offer at once); the other is impolite
 * and makes the first offer.
 */
export function isPolite(selfId: string, remoteId: string): boolean {
  return pairOf(selfId, remoteId).lo === selfId.toLowerCase()
}

const sessionAddress = {
  /** The sender's user id. */
  from: z.string().check(z.minLength(1)),
  /** The sender's transport session (a page's start; a reload is a new session). */
  from_session: z.string().check(z.minLength(1)),
  /** The addressee's session this message is meant for; others drop it. */
  to_session: z.string().check(z.minLength(1)),
}

const descriptionSignal = z.object({
  kind: z.literal('description'),
  ...sessionAddress,
  description: z.object({ type: z.enum(['offer', 'answer']), sdp: z.string() }),
})

const candidateSignal = z.object({
  kind: z.literal('candidate'),
  ...sessionAddress,
  candidate: z.object({
    candidate: z.string(),
    sdpMid: z.optional(z.nullable(z.string())),
    sdpMLineIndex: z.optional(z.nullable(z.number())),
    usernameFragment: z.optional(z.nullable(z.string())),
  }),
})

const signalSchema = z.discriminatedUnion('kind', [descriptionSignal, candidateSignal])

/**
 * A signalling message on a pair topic: an offer or answer (`description`) or an ICE candidate,
 * addressed from one session of a participant to one session of the other.
 */
export type Signal = z.infer<typeof signalSchema>

/**
 * Reads a Broadcast payload from the other side as a {@link Signal}; anything else (a forged or
 * malformed message: anyone who may send on the topic can send any event) gives null.
 */
export function parseSignal(payload: unknown): Signal | null {
  const result = signalSchema.safeParse(payload)
  return result.success ? result.data : null
}

/**
 * The other side's session as its Presence on the pair topic shows it: the last meta under its
 * key (the user id) with a string `session`; null when it is not present.
 */
export function presentSession(state: Record<string, readonly unknown[]>, remoteId: string): string | null {
  const metas = state[remoteId] ?? state[remoteId.toLowerCase()] ?? []
  for (let i = metas.length - 1; i >= 0; i--) {
    const session = (metas[i] as { session?: unknown } | null)?.session
    if (typeof session === 'string' && session) return session
  }
  return null
}

/**
 * ICE candidates that arrived before the remote description they belong to (a peer connection
 * refuses them until then): kept in order and handed over once the description is set.
 */
export class CandidateQueue {
  private pending: RTCIceCandidateInit[] = []

  /** How many candidates wait. */
  get size(): number {
    return this.pending.length
  }

  /** Keeps `candidate` for later. */
  push(candidate: RTCIceCandidateInit): void {
    this.pending.push(candidate)
  }

  /** Empties the queue (a new peer connection: the old candidates are of no use). */
  clear(): void {
    this.pending = []
  }

  /**
   * Hands every waiting candidate to `add` in arrival order and empties the queue; a candidate
   * `add` refuses is logged and skipped (the others still go).
   */
  async flush(add: (candidate: RTCIceCandidateInit) => Promise<void>): Promise<void> {
    const waiting = this.pending
    this.pending = []
    for (const candidate of waiting) {
      try {
        await add(candidate)
      } catch (error) {
        console.warn('Meeting: an early ICE candidate was refused', error)
      }
    }
  }
}
