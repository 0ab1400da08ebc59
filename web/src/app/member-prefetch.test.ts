import { loadSupabase } from '@/lib/supabase'
import { takeEarlyChatPage } from '@/features/friends/data/early-chat-read'
import { takeEarlyRoomOpening } from '@/features/rooms/data/early-room-opening'
import { prefetchMemberData } from './member-prefetch'

vi.mock('@/lib/supabase', () => ({ loadSupabase: vi.fn() }))

describe('prefetchMemberData', () => {
  it("reads the session once, then starts the member's account reads and, on a room's address, the room's opening", async () => {
    const select = () => ({ eq: () => ({ maybeSingle: async () => ({ data: null, error: null }) }) })
    const client = {
      auth: {
        getSession: vi.fn(async () => ({
          data: { session: { access_token: 'e30.e30.sig', user: { id: 'u-ada', factors: [], app_metadata: {} } } },
        })),
      },
      from: vi.fn(() => ({ select })),
      rpc: vi.fn(async (fn: string) => ({
        data: fn === 'room_feed' ? [{ id: 'post-1' }] : false,
        error: null,
        status: 200,
      })),
    }
    vi.mocked(loadSupabase).mockResolvedValue(client as never)

    prefetchMemberData('/rooms/lounge')
    const opening = await takeEarlyRoomOpening('lounge', 'u-ada')
    expect(opening).not.toBeNull()
    await vi.waitFor(() => expect(client.from.mock.calls).toEqual([['entitlements'], ['profiles'], ['user_roles']]))
    // The plan (my_plan) is read with the account data.
    expect(client.rpc.mock.calls.map(([fn]) => fn).sort()).toEqual(['join_room', 'my_plan', 'room_feed'])
    expect(client.auth.getSession).toHaveBeenCalledTimes(1)

    // On a chat's address: the chat's newest messages, and no room.
    client.rpc.mockClear()
    const friendId = '5eed0000-0000-4000-8000-000000000002'
    prefetchMemberData(`/friends/${friendId}`)
    expect(await takeEarlyChatPage(friendId, 'u-ada')).toMatchObject({ error: null })
    const asked = client.rpc.mock.calls.map(([fn]) => fn)
    expect(asked).toContain('conversation')
    expect(asked).not.toContain('join_room')
  })
})
