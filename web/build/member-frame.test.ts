// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { memberFrame } from './member-frame.ts'

const page = [
  '<div class="shell">',
  '<aside data-frame><a href="/dashboard">Home</a><span data-volatile>3</span>',
  '<div data-identity class="footer"><button>G Guest</button></div></aside>',
  'loose text',
  '<main><div data-frame><h1>Journal</h1><button>New Entry</button></div>',
  '<ul data-frame-unless-saved="nexus:journal"><li>Grateful for small things</li></ul>',
  '<p>Guest sample paragraph</p><!--$--><section><p>More sample</p></section></main>',
  '</div>',
].join('')

describe('memberFrame', () => {
  it('keeps the frame and the elements it sits in, with their attributes', () => {
    const frame = memberFrame(page)
    expect(frame).toContain('<div class="shell"><aside data-frame="">')
    expect(frame).toContain(
      '<main><div data-frame=""><h1>Journal</h1><button>New Entry</button></div><ul></ul><p></p><section></section></main>',
    )
    // A volatile part stays, hidden by CSS, so the frame keeps its layout.
    expect(frame).toContain('<span data-volatile="">3</span>')
  })

  it('drops all content outside the frame, sample content included', () => {
    const frame = memberFrame(page)
    for (const text of [
      'loose text',
      'Grateful for small things',
      'Guest sample paragraph',
      'More sample',
      '<!--$-->',
    ]) {
      expect(frame).not.toContain(text)
    }
    expect(frame).not.toContain('nexus:journal')
  })

  it('keeps each element outside the frame in its place, empty, with its class only', () => {
    const frame = memberFrame(
      '<main><p class="lead" title="Maya">Maya wrote</p><div data-frame><h1>Friends</h1></div></main>',
    )
    expect(frame).toBe('<main><p class="lead"></p><div data-frame=""><h1>Friends</h1></div></main>')
  })

  it("empties and hides what names the visitor, so no member sees the guest's name", () => {
    const frame = memberFrame(page)
    expect(frame).not.toContain('Guest')
    expect(frame).toContain('<div data-identity="" class="footer" data-volatile=""></div>')
  })

  it('returns nothing for a page without a frame', () => {
    expect(memberFrame('<div><p>Only content</p></div>text')).toBe('')
    expect(memberFrame('')).toBe('')
  })
})
