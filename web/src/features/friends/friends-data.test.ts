// @vitest-environment node
import { initialsOf, SAMPLE_FRIENDS, searchFriends } from './friends-data'

describe('searchFriends', () => {
  it('returns every friend for a blank query', () => {
    expect(searchFriends(SAMPLE_FRIENDS, '   ')).toHaveLength(SAMPLE_FRIENDS.length)
  })

  it('matches the name case-insensitively', () => {
    expect(searchFriends(SAMPLE_FRIENDS, 'mAYA').map((f) => f.name)).toEqual(['Maya Chen'])
  })

  it('matches the bio case-insensitively', () => {
    expect(searchFriends(SAMPLE_FRIENDS, 'STARGAZER').map((f) => f.name)).toEqual(['Noah Patel'])
  })

  it('trims the query and finds nothing for an unknown term', () => {
    expect(searchFriends(SAMPLE_FRIENDS, '  tea ').map((f) => f.name)).toEqual(['Lena Okafor'])
    expect(searchFriends(SAMPLE_FRIENDS, 'zzzz')).toEqual([])
  })
})

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Maya Chen')).toBe('MC')
    expect(initialsOf('  ana maria de souza ')).toBe('AS')
    expect(initialsOf('cher')).toBe('C')
    expect(initialsOf('  ')).toBe('?')
  })
})
