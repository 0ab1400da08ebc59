import 'fake-indexeddb/auto'
import { get, keys, set } from 'idb-keyval'
import { changeEmail, changePassword, forgetLocalData } from './account-actions'

const updateUser = vi.fn()
vi.mock('@/lib/supabase', () => ({ loadSupabase: async () => ({ auth: { updateUser } }) }))

afterEach(() => updateUser.mockReset())

describe('changePassword and changeEmail', () => {
  it('send the current password with the change, so the server checks it in the same request', async () => {
    updateUser.mockResolvedValue({ data: {}, error: null })
    await expect(changePassword('old-password', 'new-password')).resolves.toBeNull()
    expect(updateUser).toHaveBeenLastCalledWith({ password: 'new-password', current_password: 'old-password' }, {})
    await expect(changeEmail('my-password', 'new@example.com')).resolves.toBeNull()
    expect(updateUser).toHaveBeenLastCalledWith(
      { email: 'new@example.com', current_password: 'my-password' },
      { emailRedirectTo: `${window.location.origin}/settings/account` },
    )
  })

  it("return the server's message when it refuses", async () => {
    updateUser.mockResolvedValue({ data: {}, error: { message: 'Invalid login credentials' } })
    await expect(changePassword('wrong', 'new-password')).resolves.toBe('Invalid login credentials')
  })

  it('say the server could not be reached when the request fails', async () => {
    updateUser.mockRejectedValue(new TypeError(''))
    await expect(changeEmail('pw', 'new@example.com')).resolves.toBe('Could not reach the server. Please try again.')
  })
})

describe('forgetLocalData', () => {
  it("removes only the member's own keys, in localStorage and in IndexedDB", async () => {
    localStorage.setItem('nexus:journal:u-ada', '1')
    localStorage.setItem('userProfile:u-ada', '1')
    localStorage.setItem('nexus:journal', 'guest')
    localStorage.setItem('nexus:journal:u-bob', 'bob')
    await set('nexus:resource-file:u-ada:pdf-1', new Uint8Array([37, 80, 68, 70]))
    await set('nexus:resource-file:u-bob:pdf-1', 'bob')
    await set('nexus:resource-file:pdf-1', 'guest')
    await forgetLocalData('u-ada')
    expect(Object.keys(localStorage).sort()).toEqual(['nexus:journal', 'nexus:journal:u-bob'])
    expect((await keys()).sort()).toEqual(['nexus:resource-file:pdf-1', 'nexus:resource-file:u-bob:pdf-1'])
    expect(await get('nexus:resource-file:u-bob:pdf-1')).toBe('bob')
  })
})
