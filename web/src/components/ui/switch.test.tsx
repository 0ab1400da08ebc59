import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'

function Toggle({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false)
  return (
    <>
      <Switch id="sounds" checked={on} onCheckedChange={setOn} disabled={disabled} />
      <Label htmlFor="sounds">Sounds</Label>
    </>
  )
}

describe('Switch', () => {
  it('toggles by click, label, Space and Enter, and says so with aria-checked', async () => {
    const user = userEvent.setup()
    render(<Toggle />)
    const toggle = screen.getByRole('switch', { name: 'Sounds' })
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    expect(toggle).toBeChecked()
    await user.click(screen.getByText('Sounds'))
    expect(toggle).not.toBeChecked()
    toggle.focus()
    await user.keyboard(' ')
    expect(toggle).toBeChecked()
    await user.keyboard('{Enter}')
    expect(toggle).not.toBeChecked()
  })

  it('does nothing while disabled', async () => {
    const user = userEvent.setup()
    render(<Toggle disabled />)
    await user.click(screen.getByRole('switch', { name: 'Sounds' }))
    expect(screen.getByRole('switch', { name: 'Sounds' })).not.toBeChecked()
  })
})
