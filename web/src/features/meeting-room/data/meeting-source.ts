import type { ChatMessage } from '../chat'
import type { MeetingTransport } from '../media/meeting-transport'
import type { Participant } from '../participants'

/**
 * Where the member stands in the meeting: still joining, in it ('live'), the meeting was ended
 * by its host, refused (the database's reason is in `refusal`), or left.
 */
export type MeetingPhase = 'joining' | 'live' | 'ended' | 'refused' | 'left'

/** What the meeting screen shows, as the source last knew it. */
export interface MeetingSnapshot {
  phase: MeetingPhase
  /** Why the join or the meeting was refused (shown as is), else null. */
  refusal: string | null
  /** The meeting joined, or null before the join answered. */
  meetingId: string | null
  /** The current user's participant id, or null before the join answered. */
  selfId: string | null
  /** The present participants in the order they joined; `isHost` as the meeting says. */
  participants: Participant[]
  /** The chat, oldest first; the current user's own lines are named 'You'. */
  messages: ChatMessage[]
}

/** The current user's own microphone and camera, as others are told. */
export interface MyMedia {
  selfMuted: boolean
  cameraOff: boolean
}

/**
 * An action's outcome: nothing (done at once), or a promise that rejects with an Error whose
 * message is the refusal to show (e.g. 'Only the host can do that.').
 */
export type MeetingAction = void | Promise<void>

/**
 * One member's time in one meeting, from the join to the leave. The snapshot changes as the
 * meeting changes; `subscribe`'s listener runs after each change (for `useSyncExternalStore`).
 */
export interface MeetingSession {
  getSnapshot(): MeetingSnapshot
  /** Runs `listener` after each change of the snapshot; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** The media between the participants, or null when there is none (sample participants). */
  readonly transport: MeetingTransport | null
  raiseHand(): MeetingAction
  lowerHand(): MeetingAction
  /** Tells the others the current user's microphone and camera state. */
  setMyMedia(media: MyMedia): MeetingAction
  /** Host only: mutes that participant for everyone. */
  muteParticipant(participantId: string): MeetingAction
  /** Host only, on a raised hand: lowers it and unmutes. */
  allowToSpeak(participantId: string): MeetingAction
  /** Host only: ends the meeting for everyone. */
  end(): MeetingAction
  /** Leaves the meeting (others see the current user go). */
  leave(): MeetingAction
  /**
   * Sends a chat line (trimmed). Returns false when it is blank after trimming (nothing sent),
   * else the outcome of sending.
   */
  sendMessage(text: string): false | MeetingAction
  /** Stops following the meeting and leaves it if still in it (the page was closed). */
  close(): void
}

/** Where meetings come from: the guest's sample room, or the real meeting through the backend. */
export interface MeetingSource {
  /**
   * Opens the meeting: the community meeting room (`bookingId` null) or a booked session's
   * meeting. The join starts at once; the session's snapshot tells how it went.
   */
  open(options: { bookingId: string | null }): MeetingSession
}
