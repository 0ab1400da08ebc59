import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { SettingsPage } from './settings-page'

describe('SettingsPage', () => {
  it('scrolls the section a link names (#account-standing) into view', () => {
    const scrolled: string[] = []
    const proto = Element.prototype as unknown as { scrollIntoView?: () => void }
    const original = proto.scrollIntoView
    proto.scrollIntoView = function (this: Element) {
      scrolled.push(this.id)
    }
    try {
      render(
        <MemoryRouter initialEntries={['/settings/account#account-standing']}>
          <SettingsPage title="Account Settings">
            <section id="email">Email</section>
            <section id="account-standing">Account standing</section>
          </SettingsPage>
        </MemoryRouter>,
      )
      expect(scrolled).toEqual(['account-standing'])
    } finally {
      if (original) proto.scrollIntoView = original
      else delete proto.scrollIntoView
    }
  })
})
