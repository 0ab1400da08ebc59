// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { friendshipsView, sharedRoomsLine, withPresence } from './friendship-rows'

const profiles = new Map([
  ['ada', { id: 'ada', name: 'Ada', bio: 'Poetry' }],
  ['bo', { id: 'bo', name: 'Bo', bio: null }],
  ['cy', { id: 'cy', name: 'Cy', bio: null }],
  ['di', { id: 'di', name: 'Di', bio: 'Tea and long walks' }],
])

describe('friendshipsView', () => {
  it('splits friends, requests both ways and suggestions; declined rows show nowhere', () => {
    const view = friendshipsView(
      'me',
      [
        { requester_id: 'me', addressee_id: 'ada', status: 'accepted' },
        { requester_id: 'bo', addressee_id: 'me', status: 'pending' },
        { requester_id: 'me', addressee_id: 'cy', status: 'pending' },
        { requester_id: 'ex', addressee_id: 'me', status: 'declined' },
      ],
      profiles,
      [{ id: 'di', name: 'Di', shared_rooms: 2 }, { id: 'eve', name: '', shared_rooms: 1 }, { name: 'no id' }],
    )
    expect(view.friends).toEqual([{ id: 'ada', name: 'Ada', bio: 'Poetry', status: 'offline' }])
    expect(view.incoming).toEqual([{ id: 'bo', name: 'Bo' }])
    expect(view.outgoing).toEqual([{ id: 'cy', name: 'Cy' }])
    expect(view.suggestions).toEqual([
      { id: 'di', name: 'Di', bio: 'Tea and long walks' },
      { id: 'eve', name: 'Member', bio: 'Shares a room with you.' },
    ])
  })

  it('says how many rooms are shared', () => {
    expect(sharedRoomsLine(1)).toBe('Shares a room with you.')
    expect(sharedRoomsLine(3)).toBe('Shares 3 rooms with you.')
  })
})

describe('withPresence', () => {
  it('sets the dots from the online ids and keeps the same array when nothing changed', () => {
    const friends = [
      { id: 'ada', status: 'offline' as const },
      { id: 'bo', status: 'offline' as const },
    ]
    const online = withPresence(friends, new Set(['bo']))
    expect(online.map((f) => f.status)).toEqual(['offline', 'online'])
    expect(withPresence(online, new Set(['bo']))).toBe(online)
  })
})
