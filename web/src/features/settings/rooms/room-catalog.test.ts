// @vitest-environment node
import { DEFAULT_TOPICS, PREFERENCE_ROOMS, searchTopics, TOPICS } from './room-catalog'

describe('room catalogue', () => {
  it('has the 6 rooms and the 17 topics with 3 defaults', () => {
    expect(PREFERENCE_ROOMS.map((r) => r.id)).toEqual([
      'overthinking',
      'existential',
      'relationships',
      'self-discovery',
      'creative',
      'daily-life',
    ])
    expect(TOPICS).toHaveLength(17)
    expect(DEFAULT_TOPICS).toEqual(['Anxiety', 'Creativity', 'Purpose'])
  })

  it('searches topics case-insensitively by part of the name', () => {
    expect(searchTopics('')).toEqual([...TOPICS])
    expect(searchTopics('   ')).toEqual([...TOPICS])
    expect(searchTopics('ANX')).toEqual(['Anxiety'])
    expect(searchTopics('  m ')).toEqual(['Family', 'Dreams', 'Motivation', 'Meditation', 'Music'])
    expect(searchTopics('self-w')).toEqual(['Self-Worth'])
    expect(searchTopics('xyz')).toEqual([])
  })
})
