import 'fake-indexeddb/auto'
import { get, keys, set } from 'idb-keyval'
import { checkPassword, forgetLocalData } from './account-actions'

vi.mock('@/lib/env', () => ({
  env: { VITE_SUPABASE_URL: 'https://project.example.co', VITE_SUPABASE_ANON_KEY: 'anon-key' },
  isBackendConfigured: true,
}))

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => vi.unstubAllGlobals())

describe('checkPassword', () => {
  it('asks the password grant, then revokes the session it opened; the app session is untouched', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('/token') ? json(200, { access_token: 'checked-token' }) : new Response(null, { status: 204 }),
    )
    vi.stubGlobal('fetch', fetch)
    await expect(checkPassword('ada@example.com', 'right-password')).resolves.toBeNull()
    expect(fetch).toHaveBeenNthCalledWith(1, 'https://project.example.co/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: 'anon-key', authorization: 'Bearer anon-key', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', password: 'right-password' }),
    })
    expect(fetch).toHaveBeenNthCalledWith(2, 'https://project.example.co/auth/v1/logout?scope=local', {
      method: 'POST',
      headers: { apikey: 'anon-key', authorization: 'Bearer checked-token' },
    })
  })

  it("returns the server's message for a wrong password", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })),
    )
    await expect(checkPassword('ada@example.com', 'wrong')).resolves.toBe('Invalid login credentials')
  })

  it('says the server could not be reached when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(checkPassword('ada@example.com', 'pw')).resolves.toBe('Could not reach the server. Please try again.')
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
