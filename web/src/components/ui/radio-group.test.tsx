import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem, RadioGroupTile } from '@/components/ui/radio-group'

function Picker({ refuse = '' }: { refuse?: string }) {
  const [value, setValue] = useState('tea')
  return (
    <RadioGroup aria-label="Drink" value={value} onValueChange={(next) => next !== refuse && setValue(next)}>
      {['tea', 'coffee'].map((drink) => (
        <div key={drink}>
          <RadioGroupItem id={`drink-${drink}`} value={drink} />
          <Label htmlFor={`drink-${drink}`}>{drink}</Label>
        </div>
      ))}
      <RadioGroupTile value="water" aria-label="water" tileClassName="tile">
        <span>A glass of water</span>
      </RadioGroupTile>
    </RadioGroup>
  )
}

describe('RadioGroup', () => {
  it('is a named radiogroup of native radios sharing one name, the value checked', () => {
    render(<Picker />)
    const group = screen.getByRole('radiogroup', { name: 'Drink' })
    const radios = screen.getAllByRole('radio')
    for (const radio of radios) expect(group).toContainElement(radio)
    expect(radios).toHaveLength(3)
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1)
    expect(screen.getByRole('radio', { name: 'tea' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'coffee' })).not.toBeChecked()
  })

  it('picks an option by its label or anywhere on its tile', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    await user.click(screen.getByText('coffee'))
    expect(screen.getByRole('radio', { name: 'coffee' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'tea' })).not.toBeChecked()
    await user.click(screen.getByText('A glass of water'))
    expect(screen.getByRole('radio', { name: 'water' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'coffee' })).not.toBeChecked()
  })

  it('keeps showing its value when the change is refused', async () => {
    const user = userEvent.setup()
    render(<Picker refuse="coffee" />)
    await user.click(screen.getByRole('radio', { name: 'coffee' }))
    expect(screen.getByRole('radio', { name: 'tea' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'coffee' })).not.toBeChecked()
  })

  it('disables every radio of a disabled group', () => {
    render(
      <RadioGroup aria-label="Size" value="s" onValueChange={() => {}} disabled>
        <RadioGroupItem value="s" aria-label="Small" />
        <RadioGroupItem value="l" aria-label="Large" />
      </RadioGroup>,
    )
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled()
  })

  it('refuses a radio outside a group', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<RadioGroupItem value="x" />)).toThrow('A radio must be inside a RadioGroup')
  })
})
