import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { ThemeProvider } from '@/lib/theme/theme-provider'
import { AVATAR_URL_ERROR } from './profile-schema'
import { ProfileScreen } from './profile-screen'
import { getProfileSnapshot, useProfileStore } from './profile-store'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))
afterEach(() => vi.mocked(toast).mockClear())

function renderScreen() {
  const user = userEvent.setup()
  render(
    <ThemeProvider>
      <ProfileScreen />
    </ThemeProvider>,
  )
  return user
}

const field = (name: string) => screen.getByRole('textbox', { name })
const save = () => screen.getByRole('button', { name: 'Save Profile' })

describe('My Profile', () => {
  it('shows the title, the theme toggle, the preview and the five fields', () => {
    renderScreen()
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Switch to (light|dark) theme$/ })).toBeInTheDocument()
    for (const name of ['Display Name', 'Location', 'Bio', 'Interests', 'Avatar URL']) {
      expect(field(name)).toBeInTheDocument()
    }
    expect(screen.getByTestId('preview-name')).toHaveTextContent('Your Name')
  })

  it('updates the preview as you type and saves under userProfile with a toast', async () => {
    const user = renderScreen()
    await user.type(field('Display Name'), 'Ada Obi')
    await user.type(field('Location'), 'Lagos')
    await user.type(field('Bio'), 'Quiet thinker')
    await user.type(field('Interests'), 'Poetry, Tea')
    expect(screen.getByTestId('preview-name')).toHaveTextContent('Ada Obi')
    expect(screen.getByTestId('preview-location')).toHaveTextContent('Lagos')
    expect(screen.getByTestId('preview-bio')).toHaveTextContent('Quiet thinker')
    expect(screen.getByRole('list', { name: 'Interests' })).toHaveTextContent('PoetryTea')
    await user.click(save())
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Profile updated' }))
    const stored = JSON.parse(localStorage.getItem('userProfile')!) as unknown
    expect(stored).toEqual({
      displayName: 'Ada Obi',
      location: 'Lagos',
      bio: 'Quiet thinker',
      interests: 'Poetry, Tea',
      avatarUrl: '',
    })
    expect(getProfileSnapshot()).toEqual(stored)
  })

  it('reads the saved profile back', () => {
    useProfileStore.getState().saveProfile({
      displayName: 'Saved Name',
      location: '',
      bio: '',
      interests: '',
      avatarUrl: '',
    })
    renderScreen()
    expect(field('Display Name')).toHaveValue('Saved Name')
  })

  it('refuses an avatar URL that is not http(s): inline error, nothing saved, no image', async () => {
    const user = renderScreen()
    await user.type(field('Display Name'), 'Eve')
    await user.type(field('Avatar URL'), 'javascript:alert(1)')
    await user.click(save())
    expect(await screen.findByRole('alert')).toHaveTextContent(AVATAR_URL_ERROR)
    expect(field('Avatar URL')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Avatar URL')).toHaveFocus()
    expect(toast).not.toHaveBeenCalled()
    expect(localStorage.getItem('userProfile')).toBeNull()
    expect(useProfileStore.getState().displayName).toBe('')
    expect(screen.getByTestId('profile-preview').querySelector('img')).toBeNull()

    await user.clear(field('Avatar URL'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('the store refuses a bad avatar URL too', () => {
    expect(
      useProfileStore
        .getState()
        .saveProfile({ displayName: 'x', location: '', bio: '', interests: '', avatarUrl: 'data:x' }),
    ).toBe(false)
    expect(useProfileStore.getState().displayName).toBe('')
  })
})
