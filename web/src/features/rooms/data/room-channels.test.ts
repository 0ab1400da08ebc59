// @vitest-environment node
import { onlineMembers } from './room-channels'

describe('onlineMembers', () => {
  it('lists members by the user id they tracked, and anonymous ones by key, this page standing for the member', () => {
    const online = onlineMembers(
      {
        'u-maya': [{ user_id: 'u-maya', name: 'Maya' }],
        'u-leo': [
          { user_id: 'u-leo', name: 'Leo' },
          { user_id: 'u-leo', name: 'Leo' },
        ],
        'random-key-of-mine': [{ name: 'Anonymous' }],
        'random-key-of-someone': [{ name: 'Anonymous' }],
        empty: [],
      },
      'random-key-of-mine',
      'u-me',
    )
    expect([...online]).toEqual([
      ['u-maya', { name: 'Maya' }],
      ['u-leo', { name: 'Leo' }],
      ['u-me', { name: 'Anonymous' }],
      ['random-key-of-someone', { name: 'Anonymous' }],
    ])
  })
})
