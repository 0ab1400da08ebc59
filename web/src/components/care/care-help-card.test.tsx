import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { seriousAxeViolations } from '@/testing/axe'
import { CareHelpCard } from './care-help-card'

describe('CareHelpCard', () => {
  it('gives the emergency numbers, 988, 116 123 and the crisis line directory, and closes', async () => {
    const onClose = vi.fn()
    const user = userEvent.setup()
    render(<CareHelpCard onClose={onClose} />)
    const card = screen.getByRole('region', { name: 'Help is available now' })
    expect(card).toHaveTextContent('Your message was sent.')
    expect(card).toHaveTextContent('911')
    expect(card).toHaveTextContent('988 (United States)')
    expect(card).toHaveTextContent('116 123 (United Kingdom and Ireland')
    const link = screen.getByRole('link', { name: /^Find a crisis line/ })
    expect(link).toHaveAttribute('href', 'https://findahelpline.com/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(await seriousAxeViolations()).toEqual([])
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onClose).toHaveBeenCalled()
  })
})
