import { useState } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

function Panels({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="in" onValueChange={onValueChange}>
      <TabsList>
        <TabsTrigger value="in">Sign In</TabsTrigger>
        <TabsTrigger value="up">Sign Up</TabsTrigger>
        <TabsTrigger value="off" disabled>
          Closed
        </TabsTrigger>
      </TabsList>
      <TabsContent value="in">Sign in here</TabsContent>
      <TabsContent value="up">Sign up here</TabsContent>
      <TabsContent value="off">Nothing</TabsContent>
    </Tabs>
  )
}

function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('in')
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        onValueChange(next)
        setValue(next)
      }}
    >
      <TabsList>
        <TabsTrigger value="in">Sign In</TabsTrigger>
        <TabsTrigger value="up">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="in">Sign in here</TabsContent>
      <TabsContent value="up">Sign up here</TabsContent>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('a press and click selects a tab and shows its panel; onValueChange hears it once', async () => {
    const user = userEvent.setup()
    const changes = vi.fn()
    render(<Panels onValueChange={changes} />)
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign in here')
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign up here')
    expect(changes.mock.calls).toEqual([['up']])
  })

  it('a click alone (no press before it, as a replayed early click or assistive technology sends) selects the tab', () => {
    const changes = vi.fn()
    render(<Panels onValueChange={changes} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }))
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign up here')
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }))
    expect(changes.mock.calls).toEqual([['up']])
  })

  it('a click on a disabled tab or with Ctrl held selects nothing', () => {
    render(<Panels />)
    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }))
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }), { ctrlKey: true })
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
  })

  it('controlled: a click alone asks the owner once, and the arrow keys still move between tabs', async () => {
    const user = userEvent.setup()
    const changes = vi.fn()
    render(<Controlled onValueChange={changes} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }))
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign up here')
    expect(changes.mock.calls).toEqual([['up']])
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
    expect(changes.mock.calls).toEqual([['up'], ['in']])
  })
})
