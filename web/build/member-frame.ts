import { JSDOM } from 'jsdom'

/** One DOM for every page the prerender prunes. */
const { document, Node } = new JSDOM('').window

/**
 * The frame of a prerendered guest page, for a build with a backend (decision 0010): only what is
 * right for any visitor, member or guest, on any day. Kept whole: the elements marked `data-frame`
 * (the sidebar, the top bar, the page's heading block), less the contents of whatever names the
 * visitor (`data-identity`, e.g. the account menu, kept empty and marked `data-volatile`). Every
 * other element, sample content (`data-frame-unless-saved`) included, is kept as an empty element
 * of the same tag with its `class` only, and text outside the frame is dropped: the page's content
 * is gone, while every element keeps its place (a click on the frame is replayed on the element at
 * the same place of the rendered page) and the frame its layout. `html` is the markup
 * `renderToString` wrote inside `#root`; the result is that markup pruned (an empty string when it
 * holds no frame).
 */
export function memberFrame(html: string): string {
  const root = document.createElement('div')
  root.innerHTML = html
  const prune = (parent: Element) => {
    for (const child of [...parent.childNodes]) {
      if (child.nodeType !== Node.ELEMENT_NODE) {
        child.remove()
        continue
      }
      const element = child as Element
      if (element.hasAttribute('data-frame')) keepFrame(element)
      else if (element.querySelector('[data-frame]')) prune(element)
      else empty(element)
    }
  }
  const empty = (element: Element) => {
    element.replaceChildren()
    for (const name of element.getAttributeNames()) if (name !== 'class') element.removeAttribute(name)
  }
  const keepFrame = (frame: Element) => {
    for (const sample of frame.querySelectorAll('[data-frame-unless-saved]')) empty(sample)
    const identities = [...frame.querySelectorAll('[data-identity]')]
    if (frame.hasAttribute('data-identity')) identities.push(frame)
    for (const identity of identities) {
      identity.replaceChildren()
      identity.setAttribute('data-volatile', '')
    }
  }
  prune(root)
  return root.querySelector('[data-frame]') ? root.innerHTML : ''
}
