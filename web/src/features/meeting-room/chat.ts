/** One chat line: who wrote it (`userId`, `name`), the text and when (epoch ms). */
export interface ChatMessage {
  id: string
  userId: string
  name: string
  message: string
  timestamp: number
}

/** The name the current user's own messages carry. */
export const OWN_NAME = 'You'

/** Two sample messages from other participants, a few minutes before `now` (epoch ms). */
export function sampleMessages(now: number): ChatMessage[] {
  return [
    {
      id: 'msg-1',
      userId: 'participant-3',
      name: 'Jordan Lee',
      message: 'Hi everyone, glad to be here tonight.',
      timestamp: now - 6 * 60_000,
    },
    {
      id: 'msg-2',
      userId: 'participant-2',
      name: 'Sam Taylor',
      message: 'I have a question when there is a moment.',
      timestamp: now - 2 * 60_000,
    },
  ]
}

/**
 * Appends the current user's message (as 'You', with `userId`, at `now` epoch ms, with `id`).
 * The text is trimmed; a message that is empty after trimming is ignored and the same array
 * is returned.
 */
export function appendOwnMessage(
  messages: ChatMessage[],
  text: string,
  { id, userId, now }: { id: string; userId: string; now: number },
): ChatMessage[] {
  const message = text.trim()
  if (!message) return messages
  return [...messages, { id, userId, name: OWN_NAME, message, timestamp: now }]
}
