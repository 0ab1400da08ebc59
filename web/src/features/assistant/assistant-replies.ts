/**
 * The rule-based replies of the Nexus Assistant. The message is matched case-insensitively
 * against these keyword rules, in this order, and the first match answers:
 * 1. 'hello', or 'hi' as a whole word (so 'this' or 'him' do not greet) → a greeting;
 * 2. 'meeting' or 'schedule' → points to the Schedule tab;
 * 3. 'room' → the Community Rooms;
 * 4. 'friend' → the Friends page;
 * 5. 'profile' or 'settings' → the profile and settings pages;
 * 6. 'help' or 'support' → points to the 'Contact a Team Member' button;
 * anything else gets {@link FALLBACK_REPLY}.
 */

/** The reply when no keyword matches. */
export const FALLBACK_REPLY =
  "I'm sorry, I don't have specific information about that. Would you like to speak with a team member instead?"

/** The assistant's first message in every new conversation. */
export const ASSISTANT_GREETING =
  "Hi, I'm the Nexus Assistant. Ask me about meetings, rooms, friends, your profile, or how to get support."

/** The reply of each keyword rule. */
export const REPLIES = {
  greeting: "Hello! It's good to see you. What's on your mind today?",
  schedule:
    'You can see upcoming meetings and community events in the Schedule tab, and add your own there or set your availability.',
  room: 'Community Rooms are open for every kind of conversation. Pick one from Rooms in the sidebar and join in whenever you feel ready.',
  friend:
    'Your friends live on the Friends page. Choose one to start a one-to-one chat, or add someone from Suggested Connections.',
  profile:
    'You can change your name, bio and avatar on My Profile, and tune privacy, themes and notifications under Settings.',
  support:
    "I'm here for you. If you'd like to talk to a person, use the Contact a Team Member button at the top and our team will get back to you.",
} as const

type Rule = { test: (text: string) => boolean; reply: string }

const has =
  (...words: string[]) =>
  (text: string) =>
    words.some((w) => text.includes(w))

const RULES: readonly Rule[] = [
  {
    test: (text) => text.includes('hello') || /(?<![\p{L}\p{N}])hi(?![\p{L}\p{N}])/u.test(text),
    reply: REPLIES.greeting,
  },
  { test: has('meeting', 'schedule'), reply: REPLIES.schedule },
  { test: has('room'), reply: REPLIES.room },
  { test: has('friend'), reply: REPLIES.friend },
  { test: has('profile', 'settings'), reply: REPLIES.profile },
  { test: has('help', 'support'), reply: REPLIES.support },
]

/** The assistant's reply to `message` by the keyword rules above (first matching rule wins). */
export function assistantReply(message: string): string {
  const text = message.toLowerCase()
  return RULES.find((rule) => rule.test(text))?.reply ?? FALLBACK_REPLY
}
