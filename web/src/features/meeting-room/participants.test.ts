// @vitest-environment node
import { HOST_ID, initials, participantsReducer, sampleParticipants, type Participant } from './participants'

const list = () => sampleParticipants.map((p) => ({ ...p }))
const byId = (l: Participant[], id: string) => l.find((p) => p.id === id)!

describe('sample participants', () => {
  it('has the host host-1 first and three others, one with a raised hand and one muted', () => {
    expect(sampleParticipants).toHaveLength(4)
    expect(sampleParticipants[0]).toMatchObject({ id: HOST_ID, isHost: true })
    expect(sampleParticipants.filter((p) => p.isHost)).toHaveLength(1)
    expect(sampleParticipants.filter((p) => p.handRaised)).toHaveLength(1)
    expect(sampleParticipants.filter((p) => p.isMuted)).toHaveLength(1)
  })
})

describe('participantsReducer', () => {
  it('raises and lowers a hand; raising twice changes nothing', () => {
    const raised = participantsReducer(list(), { type: 'raiseHand', id: HOST_ID })
    expect(byId(raised, HOST_ID).handRaised).toBe(true)
    expect(participantsReducer(raised, { type: 'raiseHand', id: HOST_ID })).toBe(raised)
    const lowered = participantsReducer(raised, { type: 'lowerHand', id: HOST_ID })
    expect(byId(lowered, HOST_ID).handRaised).toBe(false)
    expect(participantsReducer(lowered, { type: 'lowerHand', id: HOST_ID })).toBe(lowered)
  })

  it('allowing a raised hand to speak unmutes it and lowers the hand, leaving the others as they were', () => {
    const before = list()
    const after = participantsReducer(before, { type: 'allowToSpeak', id: 'participant-2' })
    expect(byId(before, 'participant-2')).toMatchObject({ handRaised: true, isMuted: true })
    expect(byId(after, 'participant-2')).toMatchObject({ handRaised: false, isMuted: false })
    expect(after.filter((p) => p.id !== 'participant-2')).toEqual(before.filter((p) => p.id !== 'participant-2'))
  })

  it('does not unmute someone whose hand is not raised', () => {
    const muted = participantsReducer(list(), { type: 'mute', id: 'participant-4' })
    expect(participantsReducer(muted, { type: 'allowToSpeak', id: 'participant-4' })).toBe(muted)
  })

  it('mutes a participant and stops their speaking flag; muting again or an unknown id changes nothing', () => {
    const before = list()
    const after = participantsReducer(before, { type: 'mute', id: 'participant-3' })
    expect(byId(before, 'participant-3')).toMatchObject({ isMuted: false, isSpeaking: true })
    expect(byId(after, 'participant-3')).toMatchObject({ isMuted: true, isSpeaking: false })
    expect(participantsReducer(after, { type: 'mute', id: 'participant-3' })).toBe(after)
    expect(participantsReducer(after, { type: 'mute', id: 'nobody' })).toBe(after)
  })
})

describe('initials', () => {
  it('takes the first and last words, upper-cased', () => {
    expect(initials('Sam Taylor')).toBe('ST')
    expect(initials('mary ann lee')).toBe('ML')
    expect(initials('cher')).toBe('C')
    expect(initials('  ')).toBe('?')
    expect(initials('(Ana) Ruiz')).toBe('AR')
  })
})
