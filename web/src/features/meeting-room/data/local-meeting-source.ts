import { appendOwnMessage, sampleMessages } from '../chat'
import { HOST_ID, type ParticipantAction, participantsReducer, sampleParticipants } from '../participants'
import type { MeetingSession, MeetingSnapshot, MeetingSource } from './meeting-source'

/**
 * The guest's meeting room, in page memory: the sample participants with the current user as
 * the host (host-1), the two sample chat lines, no media between people (only the local
 * camera). Hands, host mutes and allow-to-speak change the sample list at once; the current
 * user's own mute and camera flags are not tied to the list; sent lines are appended as 'You';
 * leaving or ending changes nothing here (the screen goes to /dashboard).
 */
export function createLocalMeetingSession(now: number = Date.now()): MeetingSession {
  let snapshot: MeetingSnapshot = {
    phase: 'live',
    refusal: null,
    meetingId: 'sample-meeting',
    selfId: HOST_ID,
    participants: [...sampleParticipants],
    messages: sampleMessages(now),
  }
  const listeners = new Set<() => void>()
  let sent = 0
  const set = (next: MeetingSnapshot) => {
    if (next === snapshot) return
    snapshot = next
    listeners.forEach((listener) => listener())
  }
  const act = (action: ParticipantAction) => {
    const participants = participantsReducer(snapshot.participants, action)
    if (participants !== snapshot.participants) set({ ...snapshot, participants })
  }
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    transport: null,
    raiseHand: () => act({ type: 'raiseHand', id: HOST_ID }),
    lowerHand: () => act({ type: 'lowerHand', id: HOST_ID }),
    setMyMedia: () => undefined,
    muteParticipant: (id) => act({ type: 'mute', id }),
    allowToSpeak: (id) => act({ type: 'allowToSpeak', id }),
    end: () => undefined,
    leave: () => undefined,
    sendMessage(text) {
      const messages = appendOwnMessage(snapshot.messages, text, {
        id: `own-${++sent}`,
        userId: HOST_ID,
        now: Date.now(),
      })
      if (messages === snapshot.messages) return false
      set({ ...snapshot, messages })
    },
    close: () => listeners.clear(),
  }
}

/** The guest's meeting source: each opening is a fresh sample room (a booking id is ignored). */
export const localMeetingSource: MeetingSource = {
  open: () => createLocalMeetingSession(),
}
