import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { useAuth } from '@/lib/auth/auth-provider'
import { DEFAULT_PROFILE_CUSTOMIZATION, useProfileCustomizationStore } from '@/lib/member/profile-customization-store'
import { MemberProfileProvider } from '@/lib/member/member-profile-context'
import type { MemberProfileSource, ProfileLook } from '@/lib/member/member-profile-source'
import { MembersSourceError } from '@/lib/member/members-db'
import { authValue } from '@/testing/auth-value'
import { GUEST_USER, type SessionUser } from '@/lib/auth/session-user'
import type { MemberPlan } from '@/lib/auth/subscription-status'
import { bioCounter, readableTextOn } from './profile-schema'
import { ProfileSettings } from './profile-settings'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: vi.fn() }))

// Radix measures its hidden form inputs with ResizeObserver, which jsdom lacks.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})
afterAll(() => vi.unstubAllGlobals())

function setup() {
  vi.mocked(useAuth).mockReturnValue(authValue())
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <ProfileSettings />
    </MemoryRouter>,
  )
  return user
}

describe('profile rules', () => {
  it("counts the bio as 'n/160 characters'", () => {
    expect(bioCounter('')).toBe('0/160 characters')
    expect(bioCounter('x'.repeat(160))).toBe('160/160 characters')
  })

  it('picks black or white text for contrast on the name colour', () => {
    expect(readableTextOn('#8B5CF6')).toBe('#000000')
    expect(readableTextOn('#1E1B4B')).toBe('#ffffff')
    expect(readableTextOn('#FFFF00')).toBe('#000000')
    expect(readableTextOn('nonsense')).toBe('#ffffff')
  })
})

describe('ProfileSettings', () => {
  beforeEach(() => vi.mocked(toast).mockClear())

  it('starts from the defaults: smile, #8B5CF6, no badge, not anonymous', () => {
    setup()
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Customization' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings')
    expect(screen.getAllByRole('radio')).toHaveLength(10)
    expect(screen.getByRole('radio', { name: 'Smile' })).toBeChecked()
    expect(screen.getByTestId('name-color-value')).toHaveTextContent('#8B5CF6')
    expect(screen.getByRole('switch', { name: 'Show premium badge' })).not.toBeChecked()
    expect(screen.getByRole('switch', { name: 'Post anonymously by default' })).not.toBeChecked()
    expect(screen.getByText('Premium')).toBeInTheDocument()
    expect(screen.getByText('0/160 characters')).toBeInTheDocument()
  })

  it('cuts the bio at 160 characters, pasted or typed', async () => {
    const user = setup()
    const bio = screen.getByLabelText('Bio')
    fireEvent.change(bio, { target: { value: 'a'.repeat(200) } })
    expect(bio).toHaveValue('a'.repeat(160))
    expect(screen.getByText('160/160 characters')).toBeInTheDocument()
    await user.type(bio, 'more')
    expect(bio).toHaveValue('a'.repeat(160))
  })

  it("previews the choices live and saves them with 'Profile updated'", async () => {
    const user = setup()
    await user.type(screen.getByLabelText('Bio'), 'Night owl, deep thinker.')
    await user.click(screen.getByRole('radio', { name: 'Fire' }))
    await user.click(screen.getByRole('button', { name: 'Green' }))
    await user.click(screen.getByRole('switch', { name: 'Show premium badge' }))
    await user.click(screen.getByRole('switch', { name: 'Post anonymously by default' }))

    const preview = screen.getByTestId('profile-preview')
    expect(screen.getByTestId('preview-name')).toHaveTextContent('Guest')
    expect(screen.getByTestId('preview-name')).toHaveStyle({ backgroundColor: '#22C55E' })
    expect(preview).toHaveTextContent('Premium')
    expect(screen.getByRole('img', { name: 'Mood: Fire' })).toBeInTheDocument()
    expect(preview).toHaveTextContent('Night owl, deep thinker.')
    expect(useProfileCustomizationStore.getState().mood).toBe(DEFAULT_PROFILE_CUSTOMIZATION.mood)

    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(useProfileCustomizationStore.getState()).toMatchObject({
      bio: 'Night owl, deep thinker.',
      mood: 'fire',
      nameColor: '#22C55E',
      premiumBadge: true,
      defaultAnonymous: true,
    })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Profile updated' }))
  })

  it('takes a custom colour from the colour input', async () => {
    const user = setup()
    fireEvent.input(screen.getByLabelText('Name color'), { target: { value: '#123456' } })
    expect(screen.getByTestId('name-color-value')).toHaveTextContent('#123456')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(useProfileCustomizationStore.getState().nameColor).toBe('#123456')
  })
})

describe('ProfileSettings with a member on the server', () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear()
    useProfileCustomizationStore.setState({ ...DEFAULT_PROFILE_CUSTOMIZATION })
  })

  function fakeSource(stored: Partial<ProfileLook>, saveLook: MemberProfileSource['saveLook']) {
    return {
      key: 'supabase:member-1',
      readOwn: vi.fn(),
      saveOwn: vi.fn(),
      readLook: vi.fn(() => Promise.resolve(stored)),
      saveLook: vi.fn(saveLook),
    } satisfies MemberProfileSource
  }

  const member = (serverPlan: MemberPlan | null): SessionUser => ({
    ...GUEST_USER,
    id: 'member-1',
    isGuest: false,
    subscription: { plan: 'free', status: 'expired', endDate: null },
    serverPlan,
  })

  function setupMember(source: MemberProfileSource, serverPlan: MemberPlan | null = 'pro') {
    vi.mocked(useAuth).mockReturnValue(authValue({ user: member(serverPlan) }))
    const user = userEvent.setup()
    render(
      <MemoryRouter>
        <MemberProfileProvider source={source}>
          <ProfileSettings />
        </MemberProfileProvider>
      </MemoryRouter>,
    )
    return user
  }

  it('shows the bio, mood and colour of the profile row, and saves changes there first', async () => {
    const source = fakeSource({ bio: 'From the server', mood: 'star', nameColor: '#3b82f6' }, () => Promise.resolve())
    const user = setupMember(source)
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...')
    expect(await screen.findByLabelText('Bio')).toHaveValue('From the server')
    expect(screen.getByRole('radio', { name: 'Star' })).toBeChecked()
    expect(screen.getByTestId('name-color-value')).toHaveTextContent('#3B82F6')

    await user.click(screen.getByRole('radio', { name: 'Cool' }))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(source.saveLook).toHaveBeenCalledWith({ bio: 'From the server', mood: 'cool', nameColor: '#3B82F6' })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Profile updated' }))
    expect(useProfileCustomizationStore.getState().mood).toBe('cool')
  })

  it.each<MemberPlan>(['free', 'trial', 'basic'])(
    'on the %s plan, Name Color & Badge is disabled with the reason and a link to /pricing, and the colour is not sent',
    async (plan) => {
      const source = fakeSource({ bio: 'Hi', mood: 'star', nameColor: '#3b82f6' }, () => Promise.resolve())
      const user = setupMember(source, plan)
      const input = await screen.findByLabelText('Name color')
      expect(input).toBeDisabled()
      expect(input).toHaveAccessibleDescription(/Name Color & Badge is available on Pro/)
      expect(screen.getByRole('button', { name: 'Blue' })).toBeDisabled()
      expect(screen.getByRole('switch', { name: 'Show premium badge' })).toBeDisabled()
      expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing')
      await user.click(screen.getByRole('radio', { name: 'Cool' }))
      await user.click(screen.getByRole('button', { name: 'Save Changes' }))
      expect(source.saveLook).toHaveBeenCalledWith({ bio: 'Hi', mood: 'cool' })
    },
  )

  it('for the administrator, Name Color & Badge is enabled', async () => {
    setupMember(
      fakeSource({}, () => Promise.resolve()),
      'admin',
    )
    expect(await screen.findByLabelText('Name color')).toBeEnabled()
    expect(screen.queryByText(/available on Pro/)).not.toBeInTheDocument()
  })

  it("shows the database's refusal of a colour as is", async () => {
    const source = fakeSource({}, () =>
      Promise.reject(new MembersSourceError('refused', 'Name Color & Badge is available on Pro')),
    )
    const user = setupMember(source, 'pro')
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }))
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Name Color & Badge is available on Pro', variant: 'destructive' }),
    )
  })

  it("keeps the form as typed and the device's copy unchanged when the server refuses", async () => {
    const source = fakeSource({}, () =>
      Promise.reject(new MembersSourceError('refused', 'You are not allowed to do that.')),
    )
    const user = setupMember(source)
    await user.type(await screen.findByLabelText('Bio'), 'Kept as typed')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'You are not allowed to do that.', variant: 'destructive' }),
    )
    expect(screen.getByLabelText('Bio')).toHaveValue('Kept as typed')
    expect(useProfileCustomizationStore.getState().bio).toBe('')
  })
})
