import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { toast } from '@/components/ui/use-toast'
import { ModerationSourceProvider } from '@/lib/moderation/moderation-source-context'
import { ModerationSourceError, type ModerationSource, type Statement } from '@/lib/moderation/moderation-source'
import { seriousAxeViolations } from '@/testing/axe'
import { fakeModerationSource } from '@/testing/fake-moderation-source'
import type { AccountAccess } from './account-access'
import { AccountStandingCard } from './account-standing-card'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

const MEMBER: AccountAccess = { kind: 'member', userId: 'u-1', email: 'sam@example.com' }

const HIDDEN: Statement = {
  id: 'a1',
  action: 'hide',
  targetType: 'post',
  excerpt: 'Buy cheap followers at example.com',
  rule: 'spam',
  reason: 'Advertising is not allowed in the rooms.',
  automatic: true,
  until: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  appealStatus: null,
  canAppeal: true,
}
const MUTED: Statement = {
  id: 'a2',
  action: 'mute',
  targetType: null,
  excerpt: null,
  rule: 'harassment',
  reason: 'You kept messaging a member who asked you to stop.',
  automatic: false,
  until: '2030-12-03T14:00:00.000Z',
  createdAt: '2026-11-28T11:00:00.000Z',
  appealStatus: 'pending',
  canAppeal: false,
}
const SUSPENDED: Statement = {
  ...MUTED,
  id: 'a3',
  action: 'suspend',
  until: null,
  appealStatus: 'upheld',
  createdAt: '2026-11-28T12:00:00.000Z',
}

function setup(access: AccountAccess, source: ModerationSource | null = fakeModerationSource()) {
  const user = userEvent.setup()
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <ModerationSourceProvider source={source}>
          <AccountStandingCard access={access} />
        </ModerationSourceProvider>
      </MemoryRouter>
    </SWRConfig>,
  )
  return user
}

beforeEach(() => vi.mocked(toast).mockClear())

describe('AccountStandingCard', () => {
  it('says the account is in good standing when no action concerns the member', async () => {
    setup(MEMBER)
    expect(await screen.findByText(/Your account is in good standing/)).toBeInTheDocument()
  })

  it('shows each statement: what was done, to what, the rule as its guideline text, the reason, automatic, how long', async () => {
    setup(MEMBER, fakeModerationSource({ listStatements: vi.fn(async () => [HIDDEN, MUTED, SUSPENDED]) }))
    const hidden = within(await screen.findByRole('article', { name: 'Your post was hidden pending review' }))
    expect(hidden.getByText('“Buy cheap followers at example.com”')).toBeInTheDocument()
    expect(
      hidden.getByText('Spam, advertising, fundraising and recruitment without a moderator’s permission.'),
    ).toBeInTheDocument()
    expect(hidden.getByText('Advertising is not allowed in the rooms.')).toBeInTheDocument()
    expect(hidden.getByText('Automatically, after several members reported it')).toBeInTheDocument()
    expect(hidden.queryByText('How long')).toBeNull()

    const muted = within(screen.getByRole('article', { name: 'You were muted' }))
    expect(muted.getByText('Harassment, threats and personal attacks.')).toBeInTheDocument()
    expect(muted.getByText('A moderator')).toBeInTheDocument()
    expect(muted.getByText(/^Until 3 Dec 2030/)).toBeInTheDocument()
    expect(muted.getByText('Appeal pending')).toBeInTheDocument()
    expect(muted.queryByRole('button', { name: /Appeal/ })).toBeNull()

    const suspended = within(screen.getByRole('article', { name: 'Your account was suspended' }))
    expect(suspended.getByText('Until a moderator lifts it')).toBeInTheDocument()
    expect(suspended.getByText('Appeal turned down: the action stands')).toBeInTheDocument()
    expect(await seriousAxeViolations()).toEqual([])
  })

  it('shows a muted member a notice with the end of the restriction', async () => {
    setup(
      MEMBER,
      fakeModerationSource({
        myRestriction: vi.fn(async () => ({ kind: 'mute' as const, endsAt: '2030-12-03T14:00:00.000Z' })),
      }),
    )
    expect(await screen.findByTestId('restriction-notice')).toHaveTextContent(
      /^You are muted until 3 Dec 2030, \d\d:00\. You cannot post, reply or send messages until then\.$/,
    )
  })

  it('shows a member suspended until lifted that it lasts until a moderator lifts it', async () => {
    setup(
      MEMBER,
      fakeModerationSource({ myRestriction: vi.fn(async () => ({ kind: 'suspend' as const, endsAt: null })) }),
    )
    expect(await screen.findByTestId('restriction-notice')).toHaveTextContent(
      'Your account is suspended until a moderator lifts it.',
    )
  })

  it('appeals by keyboard: a text is required, then sent once, and the status shows after', async () => {
    let appealed = false
    const source = fakeModerationSource({
      listStatements: vi.fn(async () => [
        appealed ? { ...HIDDEN, appealStatus: 'pending' as const, canAppeal: false } : HIDDEN,
      ]),
      appeal: vi.fn(async () => {
        appealed = true
        return 'appeal-1'
      }),
    })
    const user = setup(MEMBER, source)
    const appeal = await screen.findByRole('button', { name: 'Appeal: Your post was hidden pending review' })
    appeal.focus()
    await user.keyboard('{Enter}')
    const dialog = within(screen.getByRole('dialog', { name: 'Appeal' }))
    expect(dialog.getByLabelText('Your appeal')).toHaveFocus()
    await user.click(dialog.getByRole('button', { name: 'Send appeal' }))
    expect(await dialog.findByText('Please say why the decision should change.')).toBeInTheDocument()
    expect(source.appeal).not.toHaveBeenCalled()
    await user.type(dialog.getByLabelText('Your appeal'), 'It was a link to a charity I volunteer for.')
    expect(dialog.getByText('43 / 2,000 characters')).toBeInTheDocument()
    await user.keyboard('{Tab}{Tab}{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(source.appeal).toHaveBeenCalledWith('a1', 'It was a link to a charity I volunteer for.')
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Appeal sent' }))
    expect(await screen.findByText('Appeal pending')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Appeal/ })).toBeNull()
  })

  it("shows the server's refusal of an appeal and keeps the text", async () => {
    const source = fakeModerationSource({
      listStatements: vi.fn(async () => [HIDDEN]),
      appeal: vi.fn(async () => {
        throw new ModerationSourceError('refused', 'An action can be appealed only within 30 days.')
      }),
    })
    const user = setup(MEMBER, source)
    await user.click(await screen.findByRole('button', { name: /^Appeal/ }))
    const dialog = within(screen.getByRole('dialog', { name: 'Appeal' }))
    await user.type(dialog.getByLabelText('Your appeal'), 'Please look again.')
    await user.click(dialog.getByRole('button', { name: 'Send appeal' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('An action can be appealed only within 30 days.')
    expect(dialog.getByLabelText('Your appeal')).toHaveValue('Please look again.')
    expect(toast).not.toHaveBeenCalled()
  })

  it('tells a guest that account standing needs an account, and calls nothing', () => {
    setup({ kind: 'signed-out' }, null)
    expect(screen.getByText(/Account standing needs an account\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
  })
})
