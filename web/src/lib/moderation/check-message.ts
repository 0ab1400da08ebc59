import rules from '../../../../supabase/moderation-rules.json'

/**
 * The one content check for room posts, replies and friend chat. Rules, in order:
 * 1. a slur or profanity from {@link BLOCKED_WORDS}, matched case-insensitively as a whole word
 *    (so 'class' or 'Scunthorpe' pass), is refused with 'Keep this a safe place.';
 * 2. a meme word or link, or an image file name (.gif, .jpg, .png), anywhere in the text and in
 *    any case, is refused with 'No memes allowed in this space.'.
 * Everything else is allowed.
 */

/** Reason given for a slur or profanity ('Keep this a safe place.'). */
export const SAFE_PLACE_REASON: string = rules.safePlaceReason
/** Reason given for memes and image files ('No memes allowed in this space.'). */
export const NO_MEMES_REASON: string = rules.noMemesReason

/**
 * About fifteen slurs and profanities, refused as whole words (plain plurals included). Read from
 * supabase/moderation-rules.json, the one list the database checks with too.
 */
export const BLOCKED_WORDS: readonly string[] = Object.freeze([...rules.blockedWords])

/** Substrings that mark memes and images, refused anywhere in the text (from the same file). */
export const MEME_MARKERS: readonly string[] = Object.freeze([...rules.memeMarkers])

/** What {@link checkMessage} answers: allowed, or refused with a reason to show. */
export interface MessageCheck {
  isAllowed: boolean
  reason?: string
}

const escaped = BLOCKED_WORDS.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
const blockedPattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu')

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
