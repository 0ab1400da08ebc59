import 'fake-indexeddb/auto'
import { get, keys, set } from 'idb-keyval'
import { invokeFunction } from '@/lib/edge-functions'
import { changeEmail, changePassword, deleteAccount, forgetLocalData } from './account-actions'

const updateUser = vi.fn()
vi.mock('@/lib/supabase', () => ({ loadSupabase: async () => ({ auth: { updateUser } }) }))
vi.mock('@/lib/edge-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/edge-functions')>()),
  invokeFunction: vi.fn(),
}))

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

describe('deleteAccount', () => {
  it('sends the password and the anonymous-posts choice (false unless chosen) to delete-account', async () => {
    vi.mocked(invokeFunction).mockResolvedValue({ data: { deleted: true }, error: null, status: 200 })
    await expect(deleteAccount('pw')).resolves.toBeNull()
    expect(invokeFunction).toHaveBeenLastCalledWith('delete-account', { password: 'pw', remove_anonymous_posts: false })
    await expect(deleteAccount('pw', { removeAnonymousPosts: true })).resolves.toBeNull()
    expect(invokeFunction).toHaveBeenLastCalledWith('delete-account', { password: 'pw', remove_anonymous_posts: true })
  })

  it("returns the function's message when it refuses, e.g. too many wrong passwords", async () => {
    const message = 'Too many wrong passwords. Please try again in 15 minutes.'
    vi.mocked(invokeFunction).mockResolvedValue({ data: null, error: message, status: 429 })
    await expect(deleteAccount('pw')).resolves.toBe(message)
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
