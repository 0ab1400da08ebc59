import { act, fireEvent, render, screen } from '@testing-library/react'
import { vi } from 'vitest'
import { Calendar } from './calendar'

describe('Calendar', () => {
  it('shows the month Monday first, marks modifiers on the cell, disables and selects days', () => {
    const onSelect = vi.fn()
    render(
      <Calendar
        mode="single"
        month={new Date(2025, 2, 1)}
        weekStartsOn={1}
        selected={new Date(2025, 2, 5)}
        onSelect={onSelect}
        disabled={{ dayOfWeek: [0, 6] }}
        modifiers={{ busy: [new Date(2025, 2, 3)] }}
        modifiersClassNames={{ busy: 'font-bold' }}
      />,
    )
    expect(screen.getByRole('grid', { name: 'March 2025' })).toBeInTheDocument()
    expect(document.querySelector('th')).toHaveTextContent('Mo')
    expect(screen.getByRole('button', { name: 'Monday, March 3rd, 2025' }).closest('td')).toHaveClass('font-bold')
    expect(screen.getByRole('button', { name: 'Saturday, March 8th, 2025' })).toBeDisabled()
    const selected = screen.getByRole('button', { name: 'Wednesday, March 5th, 2025, selected' })
    expect(selected).toHaveAttribute('data-selected-single', 'true')
    expect(selected).toHaveAttribute('tabindex', '0')
    fireEvent.click(screen.getByRole('button', { name: 'Thursday, March 6th, 2025' }))
    expect(onSelect).toHaveBeenCalledWith(
      new Date(2025, 2, 6),
      new Date(2025, 2, 6),
      expect.anything(),
      expect.anything(),
    )
  })

  it('moves focus by day and week with the arrow keys', () => {
    render(<Calendar mode="single" month={new Date(2025, 2, 1)} selected={new Date(2025, 2, 5)} weekStartsOn={1} />)
    const start = screen.getByRole('button', { name: /March 5th, 2025/ })
    act(() => start.focus())
    fireEvent.keyDown(start, { key: 'ArrowRight' })
    expect(screen.getByRole('button', { name: /March 6th, 2025/ })).toHaveFocus()
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' })
    expect(screen.getByRole('button', { name: /March 13th, 2025/ })).toHaveFocus()
  })
})
