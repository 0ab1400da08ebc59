import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { parseSidebarCookie } from '@/components/layout/shell/sidebar-cookie'
import { SidebarProvider, SidebarTrigger, useSidebar } from '@/components/layout/shell/sidebar'

function State() {
  const { state } = useSidebar()
  return <output aria-label="state">{state}</output>
}

function renderSidebar() {
  return render(
    <SidebarProvider>
      <SidebarTrigger />
      <State />
    </SidebarProvider>,
  )
}

const state = () => screen.getByLabelText('state').textContent

describe('sidebar state', () => {
  it('starts expanded with no cookie', () => {
    renderSidebar()
    expect(state()).toBe('expanded')
  })

  it('starts collapsed when the cookie says false', () => {
    document.cookie = 'sidebar:state=false; path=/'
    renderSidebar()
    expect(state()).toBe('collapsed')
  })

  it('Ctrl+B toggles and writes the cookie', () => {
    renderSidebar()
    act(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true })
    })
    expect(state()).toBe('collapsed')
    expect(parseSidebarCookie(document.cookie)).toBe(false)
    act(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true })
    })
    expect(state()).toBe('expanded')
    expect(parseSidebarCookie(document.cookie)).toBe(true)
  })

  it('Cmd+B (meta) toggles too; plain b and Alt+Ctrl+B do not', () => {
    renderSidebar()
    fireEvent.keyDown(window, { key: 'b' })
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true, altKey: true })
    expect(state()).toBe('expanded')
    act(() => {
      fireEvent.keyDown(window, { key: 'b', metaKey: true })
    })
    expect(state()).toBe('collapsed')
  })

  it('the shortcut prevents the browser default', () => {
    renderSidebar()
    const event = new KeyboardEvent('keydown', { key: 'b', ctrlKey: true, cancelable: true })
    act(() => {
      window.dispatchEvent(event)
    })
    expect(event.defaultPrevented).toBe(true)
  })

  it('the trigger toggles and reports aria-expanded', async () => {
    const user = userEvent.setup()
    renderSidebar()
    const trigger = screen.getByRole('button', { name: 'Toggle sidebar' })
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await user.click(trigger)
    expect(state()).toBe('collapsed')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('useSidebar throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<State />)).toThrow(/within a SidebarProvider/)
  })
})
