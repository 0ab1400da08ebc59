import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'

function Agree({ refuse = false }: { refuse?: boolean }) {
  const [checked, setChecked] = useState(false)
  return (
    <>
      <Checkbox id="agree" checked={checked} onCheckedChange={(next) => !refuse && setChecked(next)} />
      <Label htmlFor="agree">I agree</Label>
    </>
  )
}

describe('Checkbox', () => {
  it('is a native checkbox toggled by click, its label and Space', async () => {
    const user = userEvent.setup()
    render(<Agree />)
    const box = screen.getByRole('checkbox', { name: 'I agree' })
    await user.click(box)
    expect(box).toBeChecked()
    await user.click(screen.getByText('I agree'))
    expect(box).not.toBeChecked()
    box.focus()
    await user.keyboard(' ')
    expect(box).toBeChecked()
  })

  it('shows the controlled state when a change is refused', async () => {
    const user = userEvent.setup()
    render(<Agree refuse />)
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }))
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked()
  })
})
