import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { ThemeProvider } from '@/lib/theme/theme-provider'
import { ThemeSettings } from './theme-settings'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

function setup() {
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <ThemeProvider>
        <ThemeSettings />
      </ThemeProvider>
    </MemoryRouter>,
  )
  return user
}

const apply = () => screen.getByRole('button', { name: 'Apply Theme' })
const reset = () => screen.getByRole('button', { name: 'Reset' })

describe('ThemeSettings', () => {
  beforeEach(() => vi.mocked(toast).mockClear())
  afterEach(() => document.documentElement.setAttribute('data-theme', 'dark'))

  it('offers light, dark and void with the current (dark) selected, a back link and one h1', () => {
    setup()
    expect(screen.getByRole('heading', { level: 1, name: 'Theme Settings' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings')
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['Light', 'Dark', 'Void'])
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked()
    expect(apply()).toBeDisabled()
    expect(reset()).toBeDisabled()
  })

  it('previews a selection without applying it; Reset restores the current theme', async () => {
    const user = setup()
    await user.click(screen.getByRole('radio', { name: 'Void' }))
    expect(screen.getByTestId('theme-sample')).toHaveAttribute('data-theme', 'void')
    expect(screen.getByText('Preview: Void')).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark')
    expect(localStorage.getItem('theme')).toBeNull()

    await user.click(reset())
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked()
    expect(screen.getByTestId('theme-sample')).toHaveAttribute('data-theme', 'dark')
    expect(apply()).toBeDisabled()
    expect(toast).not.toHaveBeenCalled()
  })

  it("applies the selection app-wide, stores it under 'theme' and toasts 'Switched to Void' for 3 s", async () => {
    const user = setup()
    await user.click(screen.getByRole('radio', { name: 'Void' }))
    await user.click(apply())
    expect(document.documentElement).toHaveAttribute('data-theme', 'void')
    expect(localStorage.getItem('theme')).toBe('void')
    expect(toast).toHaveBeenCalledWith({ title: 'Theme updated', description: 'Switched to Void', duration: 3000 })
    expect(screen.getByText('Current theme: Void')).toBeInTheDocument()
    expect(apply()).toBeDisabled()

    await user.click(screen.getByRole('radio', { name: 'Light' }))
    await user.click(apply())
    expect(document.documentElement).toHaveAttribute('data-theme', 'light')
    expect(toast).toHaveBeenLastCalledWith({ title: 'Theme updated', description: 'Switched to Light', duration: 3000 })
  })
})
