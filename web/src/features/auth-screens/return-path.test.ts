// @vitest-environment node
import { returnPathFrom } from './return-path'

describe('where signing in goes on to', () => {
  it.each([
    ['/book-session', '/book-session'],
    ['/rooms/general?x=1#top', '/rooms/general?x=1#top'],
  ])('goes back to the app path %j', (next, path) => {
    expect(returnPathFrom(next)).toBe(path)
  })

  it.each([
    null,
    '',
    'book-session',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('goes to /dashboard for %j', (next) => {
    expect(returnPathFrom(next)).toBe('/dashboard')
  })
})
