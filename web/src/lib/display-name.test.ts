import { describe, expect, it } from 'vitest'
import { DISPLAY_NAME_MAX, isReservedDisplayName, normalizeDisplayName } from './display-name'

describe('normalizeDisplayName', () => {
  it('applies NFKC, drops invisible characters, trims and collapses inner spaces', () => {
    expect(normalizeDisplayName('  \uff2aane \u200b  \u00a0Doe\t ')).toBe('Jane Doe')
    expect(normalizeDisplayName('Alice \u3000  Smith')).toBe('Alice Smith')
    expect(normalizeDisplayName('   ')).toBe('')
  })
})

describe('isReservedDisplayName', () => {
  it.each([
    'You',
    'you',
    ' ANONYMOUS ',
    'Moderator',
    'admin',
    'NeXus',
    'System',
    'Deleted   Member',
    'Y\u200bou',
    '\uff39\uff4f\uff55',
    'member',
  ])('refuses %j', (name) => expect(isReservedDisplayName(name)).toBe(true))

  it.each(['Youth', 'Admin Ada', 'Sam', 'Anonymous Coward'])('accepts %j', (name) =>
    expect(isReservedDisplayName(name)).toBe(false),
  )

  it('keeps the limit the database keeps', () => expect(DISPLAY_NAME_MAX).toBe(50))
})
