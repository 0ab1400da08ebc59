/**
 * The one content check for room posts, replies and friend chat. Rules, in order:
 * 1. a slur or profanity from {@link BLOCKED_WORDS}, matched case-insensitively as a whole word
 *    (so 'class' or 'Scunthorpe' pass), is refused with 'Keep this a safe place.';
 * 2. a meme word or link, or an image file name (.gif, .jpg, .png), anywhere in the text and in
 *    any case, is refused with 'No memes allowed in this space.'.
 * Everything else is allowed.
 */

/** Reason given for a slur or profanity. */
export const SAFE_PLACE_REASON = 'Keep this a safe place.'
/** Reason given for memes and image files. */
export const NO_MEMES_REASON = 'No memes allowed in this space.'

/** About fifteen slurs and profanities, refused as whole words (plain plurals included). */
export const BLOCKED_WORDS = [
  'fuck',
  'fucking',
  'shit',
  'bitch',
  'bastard',
  'asshole',
  'cunt',
  'dick',
  'whore',
  'slut',
  'retard',
  'faggot',
  'nigger',
  'spic',
  'kike',
] as const

/** Substrings that mark memes and images, refused anywhere in the text. */
export const MEME_MARKERS = ['meme', 'giphy.com', 'imgur.com', 'tenor.com', '.gif', '.jpg', '.png'] as const

/** What {@link checkMessage} answers: allowed, or refused with a reason to show. */
export interface MessageCheck {
  isAllowed: boolean
  reason?: string
}

const blockedPattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${BLOCKED_WORDS.join('|')})(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu')

/** The synchronous rule behind {@link checkMessage}. */
export function checkMessageSync(text: string): MessageCheck {
  if (blockedPattern.test(text)) return { isAllowed: false, reason: SAFE_PLACE_REASON }
  const lower = text.toLowerCase()
  if (MEME_MARKERS.some((marker) => lower.includes(marker))) return { isAllowed: false, reason: NO_MEMES_REASON }
  return { isAllowed: true }
}

/**
 * Checks a message before it is posted or sent. Asynchronous so that a server-side check can
 * replace it without changing callers; never rejects.
 */
export async function checkMessage(text: string): Promise<MessageCheck> {
  return checkMessageSync(text)
}
