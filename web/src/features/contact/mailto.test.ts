// @vitest-environment node
import { contactMailto } from './mailto'

const decode = (href: string) => {
  const url = new URL(href)
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') }
}

describe('contactMailto', () => {
  it('prefills the subject and a body of the message and the sender', () => {
    const href = contactMailto({ name: ' Ada ', email: 'ada@example.com', subject: 'Rooms', message: 'Line 1\nLine 2' })
    expect(href.startsWith('mailto:support@nexus.example?')).toBe(true)
    expect(decode(href)).toEqual({
      to: 'support@nexus.example',
      subject: 'Rooms',
      body: 'Line 1\nLine 2\r\n\r\nFrom: Ada <ada@example.com>',
    })
  })

  it('encodes every character that could end the subject or add a header', () => {
    const href = contactMailto(
      { name: 'A', email: '', subject: 'a&cc=x@evil.example?#', message: 'x\r\nBcc: y@evil.example' },
      'help@example.org',
    )
    expect(href).toBe(
      'mailto:help@example.org?subject=a%26cc%3Dx%40evil.example%3F%23&body=x%0D%0ABcc%3A%20y%40evil.example%0D%0A%0D%0AFrom%3A%20A',
    )
    expect(new URL(href).searchParams.get('cc')).toBeNull()
  })

  it('falls back to a default subject and leaves out an empty body', () => {
    expect(contactMailto({ name: '', email: '', subject: '  ', message: '' })).toBe(
      'mailto:support@nexus.example?subject=Message%20from%20the%20Nexus%20contact%20form',
    )
  })
})
