import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { toast } from '@/components/ui/use-toast'
import { useAuth } from '@/lib/auth/auth-provider'
import type { SessionUser } from '@/lib/auth/session-user'
import { ModerationSourceProvider } from '@/lib/moderation/moderation-source-context'
import { ModerationSourceError, type ModerationSource } from '@/lib/moderation/moderation-source'
import { authValue } from '@/testing/auth-value'
import { seriousAxeViolations } from '@/testing/axe'
import { fakeModerationSource } from '@/testing/fake-moderation-source'
import { sendSupportRequest } from './support-requests'
import { SupportScreen } from './support-screen'

const backend = vi.hoisted(() => ({ configured: true }))
vi.mock('@/lib/env', () => ({
  get isBackendConfigured() {
    return backend.configured
  },
}))
vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: vi.fn() }))
vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('./support-requests', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./support-requests')>()),
  sendSupportRequest: vi.fn(async () => null),
}))

const MEMBER = { id: 'u-ada', email: 'ada@example.com', name: 'Ada', isGuest: false } as SessionUser

function setup({
  member = true,
  configured = true,
  moderation = fakeModerationSource(),
}: { member?: boolean; configured?: boolean; moderation?: ModerationSource } = {}) {
  backend.configured = configured
  vi.mocked(useAuth).mockReturnValue(authValue(member ? { user: { ...authValue().user, ...MEMBER } } : {}))
  const user = userEvent.setup()
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <ModerationSourceProvider source={member ? moderation : null}>
          <SupportScreen />
        </ModerationSourceProvider>
      </MemoryRouter>
    </SWRConfig>,
  )
  return user
}

const contactForm = () => within(screen.getByRole('form', { name: 'Contact Support' }))
const featureForm = () => within(screen.getByRole('form', { name: 'Suggest a Feature' }))

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox)
  await user.click(await screen.findByRole('option', { name: option }))
}

// jsdom lacks what Radix Select calls on elements.
const proto = Element.prototype as unknown as Record<string, unknown>
const missing = ['hasPointerCapture', 'releasePointerCapture', 'scrollIntoView'].filter((k) => !(k in proto))
beforeAll(() => {
  for (const key of missing) proto[key] = () => false
})
afterAll(() => {
  for (const key of missing) delete proto[key]
})

beforeEach(() => {
  vi.mocked(toast).mockClear()
  vi.mocked(sendSupportRequest).mockClear()
})

describe('SupportScreen for a guest', () => {
  it.each([
    [true, 'Sign in'],
    [false, 'About accounts'],
  ])('backend %s: the forms say sending needs an account and link to /auth', (configured, linkName) => {
    setup({ member: false, configured })
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument()
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getByText(/Sending a support request needs an account/)).toBeInTheDocument()
    expect(screen.getByText(/Sending a feature suggestion needs an account/)).toBeInTheDocument()
    for (const link of screen.getAllByRole('link', { name: linkName })) expect(link).toHaveAttribute('href', '/auth')
    expect(screen.getByRole('link', { name: 'Message Moderators' })).toHaveAttribute('href', '/auth')
    expect(
      within(screen.getByRole('region', { name: 'Your reports' })).getByText(/Reporting needs an account/),
    ).toBeVisible()
  })

  it('Quick Help: Community Guidelines in a new tab, Getting Started Guide on Learn More; back to /settings', () => {
    setup({ member: false })
    const guidelines = screen.getByRole('link', { name: /Community Guidelines/ })
    expect(guidelines).toHaveAttribute('href', '/community-guidelines')
    expect(guidelines).toHaveAttribute('target', '_blank')
    expect(guidelines).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Getting Started Guide' })).toHaveAttribute(
      'href',
      '/learn-more#get-started',
    )
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings')
  })

  it('Emergency Contact says plainly that moderators cannot send help', async () => {
    const user = setup({ member: false })
    await user.click(screen.getByRole('button', { name: 'Emergency Contact' }))
    const dialog = screen.getByRole('dialog', { name: 'Emergency Contact' })
    expect(dialog).toHaveTextContent('not an emergency service')
    expect(dialog).toHaveTextContent('988 (United States)')
    expect(dialog).toHaveTextContent('116 123 (United Kingdom and Ireland')
    expect(within(dialog).getByRole('link', { name: /Find a crisis line/ })).toHaveAttribute(
      'href',
      'https://findahelpline.com/',
    )
  })
})

describe('SupportScreen for a member', () => {
  it("refuses a request with a missing field: 'Missing information', nothing sent", async () => {
    const user = setup()
    await user.type(contactForm().getByLabelText('Subject'), 'Hello')
    await user.click(contactForm().getByRole('button', { name: 'Submit Request' }))
    expect(toast).toHaveBeenCalledWith({
      title: 'Missing information',
      description: 'Please fill in all required fields.',
      variant: 'destructive',
    })
    expect(contactForm().getByText('Please choose a category.')).toBeInTheDocument()
    expect(contactForm().getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true')
    expect(sendSupportRequest).not.toHaveBeenCalled()
  })

  it('sends a complete request (priority medium by default), says so and clears the form', async () => {
    const user = setup()
    expect(contactForm().getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Medium')
    await choose(user, contactForm().getByRole('combobox', { name: 'Category' }), 'Billing')
    await user.type(contactForm().getByLabelText('Subject'), ' Charged twice ')
    await user.type(contactForm().getByLabelText('Message'), 'Two charges in March.')
    await user.click(contactForm().getByRole('button', { name: 'Submit Request' }))
    expect(sendSupportRequest).toHaveBeenCalledWith({
      kind: 'support',
      category: 'billing',
      subject: 'Charged twice',
      message: 'Two charges in March.',
      priority: 'medium',
    })
    expect(toast).toHaveBeenCalledWith({
      title: 'Support request submitted',
      description: 'Our team will respond within 24 hours.',
    })
    expect(contactForm().getByLabelText('Subject')).toHaveValue('')
  })

  it('shows the server error and keeps what was typed', async () => {
    vi.mocked(sendSupportRequest).mockResolvedValueOnce('new row violates row-level security policy')
    const user = setup()
    await choose(user, contactForm().getByRole('combobox', { name: 'Category' }), 'Other')
    await user.type(contactForm().getByLabelText('Subject'), 'Hi')
    await user.type(contactForm().getByLabelText('Message'), 'There')
    await user.click(contactForm().getByRole('button', { name: 'Submit Request' }))
    expect(toast).toHaveBeenCalledWith({
      title: 'Request not sent',
      description: 'new row violates row-level security policy',
      variant: 'destructive',
    })
    expect(contactForm().getByLabelText('Subject')).toHaveValue('Hi')
  })

  it('feature suggestion: refused without title and description, then sent', async () => {
    const user = setup()
    await user.click(featureForm().getByRole('button', { name: 'Submit Suggestion' }))
    expect(toast).toHaveBeenCalledWith({
      title: 'Missing information',
      description: 'Please provide a title and description for your feature request.',
      variant: 'destructive',
    })
    await user.type(featureForm().getByLabelText('Feature Title'), 'Voice notes')
    await choose(user, featureForm().getByRole('combobox', { name: 'Category (optional)' }), 'Mobile')
    await user.type(featureForm().getByLabelText('Description'), 'Record a reflection.')
    await user.click(featureForm().getByRole('button', { name: 'Submit Suggestion' }))
    expect(sendSupportRequest).toHaveBeenCalledWith({
      kind: 'feature',
      category: 'mobile',
      subject: 'Voice notes',
      message: 'Record a reflection.',
      priority: null,
    })
    expect(toast).toHaveBeenCalledWith({
      title: 'Feature suggestion submitted',
      description: "Thank you for your feedback! We'll review your suggestion.",
    })
  })

  it("'Message Moderators' opens a case with the moderators: subject and message required, then sent", async () => {
    const moderation = fakeModerationSource()
    const user = setup({ moderation })
    await user.click(screen.getByRole('button', { name: 'Message Moderators' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Message Moderators' }))
    await user.click(dialog.getByRole('button', { name: 'Send' }))
    expect(await dialog.findByText('Please enter a subject.')).toBeInTheDocument()
    expect(moderation.messageModerators).not.toHaveBeenCalled()
    await user.type(dialog.getByLabelText('Subject'), ' Someone in the Lounge ')
    await user.type(dialog.getByLabelText('Message'), 'They keep following me into rooms.')
    await user.click(dialog.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(moderation.messageModerators).toHaveBeenCalledWith(
      'Someone in the Lounge',
      'They keep following me into rooms.',
    )
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Message sent to the moderators' }))
    expect(sendSupportRequest).not.toHaveBeenCalled()
  })

  it("'Message Moderators' shows the server's refusal and keeps the text", async () => {
    const moderation = fakeModerationSource({
      messageModerators: vi.fn(async () => {
        throw new ModerationSourceError(
          'rate-limited',
          'You have written to the moderators too often. Try again in 2 hours.',
        )
      }),
    })
    const user = setup({ moderation })
    await user.click(screen.getByRole('button', { name: 'Message Moderators' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Message Moderators' }))
    await user.type(dialog.getByLabelText('Subject'), 'Hi')
    await user.type(dialog.getByLabelText('Message'), 'There')
    await user.click(dialog.getByRole('button', { name: 'Send' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Try again in 2 hours.')
    expect(dialog.getByLabelText('Subject')).toHaveValue('Hi')
  })

  it("shows the member's messages to the moderators with the moderators' answers", async () => {
    const moderation = fakeModerationSource({
      listContactCases: vi.fn(async () => [
        {
          id: 'c1',
          subject: 'Someone in the Lounge',
          status: 'open',
          createdAt: '2026-11-28T10:00:00.000Z',
          messages: [
            { body: 'They keep following me.', fromModerator: false, createdAt: '2026-11-28T10:00:00.000Z' },
            { body: 'Thank you, we are looking into it.', fromModerator: true, createdAt: '2026-11-28T11:00:00.000Z' },
          ],
        },
      ]),
    })
    setup({ moderation })
    const cases = within(await screen.findByRole('region', { name: 'Your messages to the moderators' }))
    expect(cases.getByText('Someone in the Lounge')).toBeInTheDocument()
    expect(cases.getByText('Thank you, we are looking into it.')).toBeInTheDocument()
    expect(cases.getByText('Moderators')).toBeInTheDocument()
    expect(cases.getByText('Open')).toBeInTheDocument()
  })

  it("'Your reports' lists each report with its status, and nothing more of the outcome", async () => {
    const moderation = fakeModerationSource({
      listMyReports: vi.fn(async () => [
        {
          id: 'r1',
          caseId: 'c1',
          targetType: 'post' as const,
          reason: 'spam' as const,
          note: 'Same link everywhere',
          createdAt: '2026-11-28T10:00:00.000Z',
          status: 'open' as const,
        },
        {
          id: 'r2',
          caseId: 'c2',
          targetType: 'message' as const,
          reason: 'harassment' as const,
          note: null,
          createdAt: '2026-11-27T10:00:00.000Z',
          status: 'action_taken' as const,
        },
        {
          id: 'r3',
          caseId: 'c3',
          targetType: 'profile' as const,
          reason: 'other' as const,
          note: null,
          createdAt: '2026-11-26T10:00:00.000Z',
          status: 'no_action' as const,
        },
      ]),
    })
    setup({ moderation })
    const list = await screen.findByRole('list', { name: 'Your reports' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^A post or reply: Spam.*Same link everywhere.*Status: Open$/),
      expect.stringMatching(/^A message: Harassment or bullying.*Status: Action taken$/),
      expect.stringMatching(/^A profile: Something else.*Status: No action$/),
    ])
    expect(await seriousAxeViolations()).toEqual([])
  })

  it("'Your reports' says so when the member reported nothing", async () => {
    setup()
    expect(await screen.findByText('You have not reported anything.')).toBeInTheDocument()
  })
})
