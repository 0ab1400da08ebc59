// @vitest-environment node
import { assistantReply, FALLBACK_REPLY, REPLIES } from './assistant-replies'

describe('assistantReply', () => {
  it.each([
    ['hello there', REPLIES.greeting],
    ['HELLO', REPLIES.greeting],
    ['Hi', REPLIES.greeting],
    ['oh hi!', REPLIES.greeting],
    ['When is the next meeting?', REPLIES.schedule],
    ['show me my SCHEDULE', REPLIES.schedule],
    ['which room should I join', REPLIES.room],
    ['Rooms?', REPLIES.room],
    ['how do I add a friend', REPLIES.friend],
    ['FRIENDS', REPLIES.friend],
    ['edit my profile', REPLIES.profile],
    ['where are the settings', REPLIES.profile],
    ['I need help', REPLIES.support],
    ['contact Support please', REPLIES.support],
  ])('%j gets its keyword reply', (message, reply) => {
    expect(assistantReply(message)).toBe(reply)
  })

  it('gives the exact fallback when nothing matches', () => {
    expect(assistantReply('what is the weather like?')).toBe(
      "I'm sorry, I don't have specific information about that. Would you like to speak with a team member instead?",
    )
    expect(assistantReply('')).toBe(FALLBACK_REPLY)
  })

  it("does not read 'hi' inside other words as a greeting", () => {
    expect(assistantReply('this is nothing')).toBe(FALLBACK_REPLY)
    expect(assistantReply('think of him and chips')).toBe(FALLBACK_REPLY)
    expect(assistantReply('this room')).toBe(REPLIES.room)
  })

  it('checks the rules in order: greeting, schedule, room, friend, profile/settings, help/support', () => {
    expect(assistantReply('hi, help me schedule a meeting')).toBe(REPLIES.greeting)
    expect(assistantReply('schedule a room with a friend')).toBe(REPLIES.schedule)
    expect(assistantReply('a room for my friend')).toBe(REPLIES.room)
    expect(assistantReply('friend profile')).toBe(REPLIES.friend)
    expect(assistantReply('settings help')).toBe(REPLIES.profile)
    expect(assistantReply('support')).toBe(REPLIES.support)
  })

  it('points meetings to the Schedule tab and help to the Contact a Team Member button', () => {
    expect(REPLIES.schedule).toContain('Schedule tab')
    expect(REPLIES.support).toContain('Contact a Team Member')
  })
})
