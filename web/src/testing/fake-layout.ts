import { afterAll, beforeAll } from 'vitest'

/**
 * jsdom lays nothing out: for the tests of this file, every element reports `clientHeight` and
 * `offsetHeight` (px) as given, so a virtualised list has a viewport and measured items and
 * renders. Registers its own `beforeAll` and `afterAll`; call it at the top of a test file.
 */
export function fakeLayout({ clientHeight, offsetHeight }: { clientHeight: number; offsetHeight: number }): void {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => clientHeight })
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => offsetHeight })
  })
  afterAll(() => {
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight
    delete (HTMLElement.prototype as { offsetHeight?: number }).offsetHeight
  })
}
