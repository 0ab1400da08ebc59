/** One person in the meeting room. `avatarUrl` is empty when the initials are shown instead. */
export interface Participant {
  id: string
  name: string
  isHost: boolean
  isSpeaking: boolean
  isMuted: boolean
  isVideoOn: boolean
  handRaised: boolean
  avatarUrl: string
  /** Muted by the host (not by themselves): they stay silent until allowed to speak. */
  mutedByHost?: boolean
}

/** Id of the host, who is also the current user of this screen. */
export const HOST_ID = 'host-1'

/**
 * The sample participants: the host (host-1, the current user) first, then three others —
 * one with a raised hand (and muted, waiting to be allowed to speak), one speaking with the
 * camera on, one with the camera off.
 */
export const sampleParticipants: readonly Participant[] = [
  {
    id: HOST_ID,
    name: 'Alex Rivera',
    isHost: true,
    isSpeaking: false,
    isMuted: false,
    isVideoOn: true,
    handRaised: false,
    avatarUrl: '',
  },
  {
    id: 'participant-2',
    name: 'Sam Taylor',
    isHost: false,
    isSpeaking: false,
    isMuted: true,
    isVideoOn: true,
    handRaised: true,
    avatarUrl: '',
  },
  {
    id: 'participant-3',
    name: 'Jordan Lee',
    isHost: false,
    isSpeaking: true,
    isMuted: false,
    isVideoOn: true,
    handRaised: false,
    avatarUrl: '',
  },
  {
    id: 'participant-4',
    name: 'Casey Morgan',
    isHost: false,
    isSpeaking: false,
    isMuted: false,
    isVideoOn: false,
    handRaised: false,
    avatarUrl: '',
  },
]

/** What can happen to a participant: the host allows a raised hand to speak, or mutes someone. */
export type ParticipantAction =
  | { type: 'allowToSpeak'; id: string }
  | { type: 'mute'; id: string }
  | { type: 'raiseHand'; id: string }
  | { type: 'lowerHand'; id: string }

function update(list: Participant[], id: string, change: (p: Participant) => Partial<Participant> | null) {
  let changed = false
  const next = list.map((p) => {
    if (p.id !== id) return p
    const patch = change(p)
    if (!patch) return p
    changed = true
    return { ...p, ...patch }
  })
  return changed ? next : list
}

/**
 * Pure reducer of the participant list. allowToSpeak unmutes and lowers the hand of a
 * participant whose hand is raised (anyone else is left as is); mute mutes and stops the
 * speaking flag; raiseHand/lowerHand set the hand. An unknown id or a no-op returns the same
 * array, so React skips the render.
 */
export function participantsReducer(list: Participant[], action: ParticipantAction): Participant[] {
  switch (action.type) {
    case 'allowToSpeak':
      return update(list, action.id, (p) => (p.handRaised ? { handRaised: false, isMuted: false } : null))
    case 'mute':
      return update(list, action.id, (p) => (p.isMuted ? null : { isMuted: true, isSpeaking: false }))
    case 'raiseHand':
      return update(list, action.id, (p) => (p.handRaised ? null : { handRaised: true }))
    case 'lowerHand':
      return update(list, action.id, (p) => (p.handRaised ? { handRaised: false } : null))
  }
}

/**
 * Up to two initials of a name, upper-case ('Sam Taylor' → 'ST', 'cher' → 'C'); '?' when the
 * name has no letters or digits.
 */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => [...word].find((ch) => /[\p{L}\p{N}]/u.test(ch)))
    .filter((ch): ch is string => Boolean(ch))
  if (letters.length === 0) return '?'
  const picked = letters.length === 1 ? [letters[0]] : [letters[0], letters[letters.length - 1]]
  return picked.join('').toUpperCase()
}
