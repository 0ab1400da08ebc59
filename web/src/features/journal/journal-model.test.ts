// @vitest-environment node
import { JOURNAL_PROMPTS, pickPrompt } from './journal-prompts'
import {
  TAGS_MAX,
  TAG_MAX,
  CARD_EXCERPT_MAX,
  addTag,
  cardExcerpt,
  cleanDraft,
  displayDate,
  filterEntries,
  searchText,
  nextEntryId,
  sampleEntries,
  type JournalEntry,
} from './journal-model'

const entry = (id: number, title: string, content: string, tags: string[]): JournalEntry => ({
  id,
  title,
  content,
  tags,
  prompt: 'No prompt used',
  date: '2025-01-01',
  favorite: false,
})

describe('journal search', () => {
  const entries = [
    entry(1, 'Morning Pages', 'coffee and sun', ['Gratitude']),
    entry(2, 'Evening', 'A WALK by the river', ['calm']),
    entry(3, 'Work', 'deadlines', ['stress', 'career']),
  ]

  it('matches title, content or any tag, ignoring case, keeping order', () => {
    expect(filterEntries(entries, 'morning').map((e) => e.id)).toEqual([1])
    expect(filterEntries(entries, 'walk').map((e) => e.id)).toEqual([2])
    expect(filterEntries(entries, 'CAREER').map((e) => e.id)).toEqual([3])
    expect(filterEntries(entries, 'e').map((e) => e.id)).toEqual([1, 2, 3])
    expect(filterEntries(entries, 'nothing here')).toEqual([])
  })

  it('keeps every entry for a blank term, and trims the term', () => {
    expect(filterEntries(entries, '   ')).toHaveLength(3)
    expect(filterEntries(entries, '  gratitude ').map((e) => e.id)).toEqual([1])
  })

  it('gives the same matches with search texts kept from one keystroke to the next', () => {
    const haystacks = entries.map(searchText)
    const ids = (term: string, list = haystacks) => filterEntries(entries, term, list).map((e) => e.id)
    // Typing on narrows; deleting, or a term that does not extend the last one, searches them all.
    expect(['e', 'ea', 'ead', 'eadx'].map((t) => ids(t))).toEqual([[1, 2, 3], [3], [3], []])
    expect(ids('ea')).toEqual([3])
    expect(ids('e')).toEqual([1, 2, 3])
    expect(ids('walk')).toEqual([2])
    expect(ids('a walk')).toEqual([2])
    expect(ids('sun')).toEqual([1])
    expect(ids('  ')).toEqual([1, 2, 3])
    expect(ids('un')).toEqual([1])
    // Another list of entries is searched on its own.
    const changed = [...haystacks.slice(0, 2), 'sunday run\n\n']
    expect(ids('sun', changed)).toEqual([1, 3])
    expect(ids('sund', changed)).toEqual([3])
    expect(ids('sund')).toEqual([])
  })
})

describe('card excerpt', () => {
  it('keeps a short text whole and cuts a long one to the most a card shows', () => {
    expect(cardExcerpt('A short day.\nThen rain.')).toBe('A short day.\nThen rain.')
    const long = 'word '.repeat(10_000)
    expect(cardExcerpt(long)).toBe(long.slice(0, CARD_EXCERPT_MAX))
  })

  it('never ends in half an emoji', () => {
    const text = 'a'.repeat(CARD_EXCERPT_MAX - 1) + '🌧️ and more'
    expect(cardExcerpt(text)).toBe('a'.repeat(CARD_EXCERPT_MAX - 1))
  })
})

describe('tag rule', () => {
  it('trims, ignores empty and already present tags (ignoring case)', () => {
    let tags: readonly string[] = []
    tags = addTag(tags, '  calm ')
    expect(tags).toEqual(['calm'])
    expect(addTag(tags, '   ')).toBe(tags)
    expect(addTag(tags, 'calm')).toBe(tags)
    expect(addTag(tags, ' CALM')).toBe(tags)
    expect(addTag(tags, 'sleep')).toEqual(['calm', 'sleep'])
  })

  it('ignores a tag that is too long, or one past the most tags', () => {
    expect(addTag([], 'x'.repeat(TAG_MAX + 1))).toEqual([])
    const full = Array.from({ length: TAGS_MAX }, (_, i) => `t${i}`)
    expect(addTag(full, 'one more')).toBe(full)
  })
})

describe('a draft cleaned for saving', () => {
  it('trims, names a blank prompt and applies the tag rule', () => {
    expect(cleanDraft({ title: ' Morning ', content: ' Calm \n', prompt: '  ', tags: [' a ', 'A', '', 'b'] })).toEqual({
      title: 'Morning',
      content: 'Calm',
      prompt: 'No prompt used',
      tags: ['a', 'b'],
    })
  })

  it('is null when the title or the content is blank', () => {
    expect(cleanDraft({ title: '  ', content: 'x', prompt: '', tags: [] })).toBeNull()
    expect(cleanDraft({ title: 'x', content: '\n ', prompt: '', tags: [] })).toBeNull()
  })
})

describe('ids, dates and prompts', () => {
  it('gives the highest id + 1, or 1 for an empty journal', () => {
    expect(nextEntryId([])).toBe(1)
    expect(nextEntryId([{ id: 7 }, { id: 2 }])).toBe(8)
  })

  it('shows a date as MMM d, yyyy', () => {
    expect(displayDate('2025-03-04')).toBe('Mar 4, 2025')
    expect(displayDate('not a date')).toBe('not a date')
  })

  it('seeds deterministically for a given now', () => {
    const now = new Date(2025, 0, 10)
    expect(sampleEntries(now)).toEqual(sampleEntries(now))
    expect(sampleEntries(now).map((e) => e.date)).toEqual(['2025-01-09', '2025-01-07', '2025-01-04'])
  })

  it('has 10 different prompts; a new prompt is never the current one', () => {
    expect(new Set(JOURNAL_PROMPTS).size).toBe(10)
    expect(pickPrompt(null, () => 0)).toBe(JOURNAL_PROMPTS[0])
    expect(pickPrompt(JOURNAL_PROMPTS[0], () => 0)).toBe(JOURNAL_PROMPTS[1])
    expect(pickPrompt(null, () => 0.999999)).toBe(JOURNAL_PROMPTS[9])
    for (let i = 0; i < 50; i++) expect(pickPrompt(JOURNAL_PROMPTS[3])).not.toBe(JOURNAL_PROMPTS[3])
  })
})
