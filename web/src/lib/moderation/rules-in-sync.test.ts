// @vitest-environment node
import { AT_RISK_PHRASES } from './at-risk'
import { BLOCKED_WORDS, MEME_MARKERS, NO_MEMES_REASON, SAFE_PLACE_REASON } from './check-message'

/**
 * One list of content rules (the at-risk phrases included): supabase/moderation-rules.json, the copy the database checks with
 * (the JSON between the `$rules$` markers of the newest migration that has them, as
 * `private.moderation_rules()`), and the client's constants must be equal. Change all three
 * together (a new migration for the database's copy).
 */

interface ModerationRules {
  blockedWords: string[]
  memeMarkers: string[]
  safePlaceReason: string
  noMemesReason: string
  atRiskPhrases: string[]
}

const jsonFiles = import.meta.glob<string>('../../../../supabase/moderation-rules.json', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const migrations = import.meta.glob<string>('../../../../supabase/migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const RULES_BLOCK = /\$rules\$\s*(\{[\s\S]*?\})\s*\$rules\$/

function only<T>(values: T[], what: string): T {
  if (values.length !== 1) throw new Error(`expected exactly one ${what}, found ${values.length}`)
  return values[0] as T
}

/** The rules embedded in the newest migration (by file name, i.e. by timestamp) that has a $rules$ block. */
function migrationRules(): { file: string; rules: ModerationRules } {
  const withRules = Object.entries(migrations)
    .filter(([, sql]) => RULES_BLOCK.test(sql))
    .sort(([a], [b]) => a.localeCompare(b))
  const newest = withRules.at(-1)
  if (!newest) throw new Error('no migration embeds the moderation rules ($rules$ … $rules$)')
  const [file, sql] = newest
  return { file, rules: JSON.parse(RULES_BLOCK.exec(sql)?.[1] ?? '') as ModerationRules }
}

const fileRules = JSON.parse(only(Object.values(jsonFiles), 'supabase/moderation-rules.json')) as ModerationRules

const clientRules: ModerationRules = {
  blockedWords: [...BLOCKED_WORDS],
  memeMarkers: [...MEME_MARKERS],
  safePlaceReason: SAFE_PLACE_REASON,
  noMemesReason: NO_MEMES_REASON,
  atRiskPhrases: [...AT_RISK_PHRASES],
}

describe('moderation rules are one list', () => {
  it('supabase/moderation-rules.json has exactly the five agreed keys', () => {
    expect(Object.keys(fileRules).sort()).toEqual([
      'atRiskPhrases',
      'blockedWords',
      'memeMarkers',
      'noMemesReason',
      'safePlaceReason',
    ])
    expect(fileRules.blockedWords.length).toBeGreaterThan(0)
    expect(fileRules.memeMarkers.length).toBeGreaterThan(0)
    expect(fileRules.atRiskPhrases.length).toBeGreaterThan(0)
  })

  it('the client checks with the JSON file’s rules', () => {
    expect(clientRules).toEqual(fileRules)
  })

  it('the database checks with the JSON file’s rules (the newest migration that embeds them)', () => {
    const { file, rules } = migrationRules()
    expect(file).toMatch(/\.sql$/)
    expect(rules).toEqual(fileRules)
  })

  it('blocked words are plain lower-case words, as the database pattern and the client regex assume', () => {
    for (const word of fileRules.blockedWords) expect(word).toMatch(/^[a-z]+$/)
    for (const marker of fileRules.memeMarkers) expect(marker).toBe(marker.toLowerCase())
  })

  it('at-risk phrases are lower-case words, spaces and hyphens, as the database pattern and the client regex assume', () => {
    for (const phrase of fileRules.atRiskPhrases) expect(phrase).toMatch(/^[a-z]+(?:[ -][a-z]+)*$/)
  })
})
