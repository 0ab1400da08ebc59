import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { ContactScreen } from './contact-screen'

describe('ContactScreen', () => {
  it('offers Emergency Contact to every visitor, with 988 and 116 123, by keyboard', async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter>
        <ContactScreen />
      </MemoryRouter>,
    )
    const urgent = within(screen.getByRole('region', { name: 'Urgent help' }))
    urgent.getByRole('button', { name: 'Emergency Contact' }).focus()
    await user.keyboard('{Enter}')
    const dialog = screen.getByRole('dialog', { name: 'Emergency Contact' })
    expect(dialog).toHaveTextContent('988 (United States)')
    expect(dialog).toHaveTextContent('116 123 (United Kingdom and Ireland')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
