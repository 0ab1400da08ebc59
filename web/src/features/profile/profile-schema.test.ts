// @vitest-environment node
import { safeParse } from 'zod/mini'
import {
  AVATAR_URL_ERROR,
  EMPTY_PROFILE,
  interestList,
  isHttpUrl,
  isLoadableAvatarUrl,
  profileSchema,
} from './profile-schema'

const withAvatar = (avatarUrl: string) => safeParse(profileSchema, { ...EMPTY_PROFILE, avatarUrl })

describe('profile schema', () => {
  it.each(['', 'http://example.com/me.png', 'https://example.com/a b.jpg', '  HTTPS://EXAMPLE.COM/x  '])(
    'accepts the avatar URL %j',
    (url) => {
      expect(withAvatar(url).success).toBe(true)
    },
  )

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.com/me.png',
    'example.com/me.png',
    '//example.com/me.png',
    'https://',
    '"><svg onload=alert(1)>',
  ])('refuses the avatar URL %j with a clear message', (url) => {
    const result = withAvatar(url)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['avatarUrl', AVATAR_URL_ERROR]])
  })

  it('trims every field and limits lengths', () => {
    const parsed = safeParse(profileSchema, {
      displayName: '  Ada  ',
      location: ' Lagos ',
      bio: ' hi ',
      interests: ' a, b ',
      avatarUrl: ' https://x.io/a.png ',
    })
    expect(parsed.data).toEqual({
      displayName: 'Ada',
      location: 'Lagos',
      bio: 'hi',
      interests: 'a, b',
      avatarUrl: 'https://x.io/a.png',
    })
    expect(safeParse(profileSchema, { ...EMPTY_PROFILE, displayName: 'x'.repeat(61) }).success).toBe(false)
  })

  it('isHttpUrl accepts only http and https', () => {
    expect(isHttpUrl('https://a.b')).toBe(true)
    expect(isHttpUrl('http://a.b')).toBe(true)
    expect(isHttpUrl('mailto:a@b.c')).toBe(false)
    expect(isHttpUrl('not a url')).toBe(false)
  })

  it('isLoadableAvatarUrl allows https anywhere and http only on the app origin', () => {
    const app = 'http://127.0.0.1:4173'
    expect(isLoadableAvatarUrl('https://cdn.example.com/me.png', app)).toBe(true)
    expect(isLoadableAvatarUrl(' HTTPS://EXAMPLE.COM/x ', app)).toBe(true)
    expect(isLoadableAvatarUrl(`${app}/favicon.png`, app)).toBe(true)
    expect(isLoadableAvatarUrl('http://example.com/me.png', app)).toBe(false)
    expect(isLoadableAvatarUrl('data:image/png;base64,AAAA', app)).toBe(false)
    expect(isLoadableAvatarUrl('javascript:alert(1)', app)).toBe(false)
  })

  it('splits interests at commas, dropping blanks', () => {
    expect(interestList(' Poetry, ,Hiking ,, ')).toEqual(['Poetry', 'Hiking'])
  })
})
