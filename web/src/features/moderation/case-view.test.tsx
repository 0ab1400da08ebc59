import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { CaseView } from './case-view'
import { caseDetail, fakeModerationSource } from './data/fake-moderation-source'
import { caseDetailFrom } from './data/moderation-rows'
import type { CaseDetail } from './data/moderation-types'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

function renderCase(
  detail: CaseDetail,
  { isAdmin = false, revealAuthor = vi.fn(async () => ({ id: 'u-9', name: 'Hidden Person' })) } = {},
) {
  const source = fakeModerationSource({ revealAuthor }, { cases: [detail] })
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <CaseView caseId={detail.id} source={source} isAdmin={isAdmin} backHref="/moderation" />
      </MemoryRouter>
    </SWRConfig>,
  )
  return source
}

/**
 * An anonymous post's case as a careless server might send it: the subject, the snapshot's
 * author and earlier actions present anyway. The screen must render none of them.
 */
const leakyAnonymous = caseDetailFrom({
  id: 'case-anon',
  kind: 'report',
  status: 'open',
  target_type: 'post',
  target_id: 'post-anon',
  anonymous: true,
  room_slug: 'confessions',
  snapshot: { body: 'You are all fools', author_name: 'Alex Author', created_at: '2026-11-29T09:00:00Z' },
  auto_hidden_at: '2026-11-29T10:30:00Z',
  created_at: '2026-11-29T10:00:00Z',
  subject: { id: 'user-alex', name: 'Alex Author' },
  reports: [
    {
      reason: 'harassment',
      note: 'Rude',
      created_at: '2026-11-29T10:00:00Z',
      reporter: { id: 'r1', name: 'Rita Reporter' },
    },
  ],
  history: [
    {
      verb: 'auto_hide',
      at: '2026-11-29T10:30:00Z',
      actor_name: null,
      detail: { author_id: 'user-alex', author_name: 'Alex Author' },
    },
  ],
  earlier: { cases: 2, actions: [{ action: 'warn', rule: 'harassment', created_at: '2026-11-01T00:00:00Z' }] },
  notes: [],
  messages: [],
})

// Typing in jsdom is slow on a busy machine.
describe('CaseView', { timeout: 30_000 }, () => {
  it('shows a named case: the snapshot, the reports with who reported, earlier actions, history and the action form', async () => {
    renderCase(caseDetail())
    const view = await screen.findByTestId('case-view')
    expect(within(view).getByRole('heading', { level: 2 })).toHaveTextContent('Report: post')
    expect(screen.getByTestId('case-snapshot')).toHaveTextContent('Buy cheap watches at example.com')
    expect(screen.getByTestId('case-snapshot')).toHaveTextContent('Sam Seller')
    const reports = screen.getByRole('region', { name: 'Reports (1)' })
    expect(reports).toHaveTextContent('Spam · reported by Rita Reporter')
    expect(reports).toHaveTextContent('“Posted in three rooms”')
    const earlier = screen.getByRole('region', { name: 'Earlier concerning this author' })
    expect(earlier).toHaveTextContent('2 earlier cases.')
    expect(earlier).toHaveTextContent(
      'Warn: Spam, advertising, fundraising and recruitment without a moderator’s permission. · Nov 1, 2026',
    )
    expect(screen.getByRole('form', { name: 'Take action' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reveal author' })).toBeNull()
  })

  it("never renders an anonymous author's subject: 'Anonymous author', only the count of earlier cases", async () => {
    renderCase(leakyAnonymous)
    const view = await screen.findByTestId('case-view')
    expect(view).not.toHaveTextContent('Alex Author')
    expect(view).not.toHaveTextContent('user-alex')
    expect(within(view).getAllByText(/Anonymous author/).length).toBeGreaterThanOrEqual(2)
    expect(screen.getByTestId('case-snapshot')).toHaveTextContent('You are all fools')
    expect(within(view).getByText('Auto-hidden')).toBeInTheDocument()
    const earlier = screen.getByRole('region', { name: 'Earlier concerning this author' })
    expect(earlier).toHaveTextContent('2 earlier cases about this author’s anonymous content')
    expect(earlier).not.toHaveTextContent('Warn')
    // Moderators see who reported; the action form speaks of 'the author', never a name.
    expect(screen.getByRole('region', { name: 'Reports (1)' })).toHaveTextContent('Rita Reporter')
    expect(screen.getByRole('radio', { name: 'Mute the author' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Suspend the author' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reveal author' })).toBeNull()
  })

  it('lets an administrator reveal an anonymous author with a justification of 20+ characters, shown to them only', async () => {
    const user = userEvent.setup()
    const revealAuthor = vi.fn(async () => ({ id: 'u-9', name: 'Hidden Person' }))
    renderCase(leakyAnonymous, { isAdmin: true, revealAuthor })
    await user.click(await screen.findByRole('button', { name: 'Reveal author' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reveal the anonymous author' })
    await user.type(within(dialog).getByLabelText('Justification'), 'Threats')
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('at least 20 characters')
    expect(revealAuthor).not.toHaveBeenCalled()
    await user.type(within(dialog).getByLabelText('Justification'), ' of violence against a named member')
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }))
    expect(revealAuthor).toHaveBeenCalledWith('post-anon', 'Threats of violence against a named member')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Revealed to you only (logged): the author is Hidden Person',
    )
  })

  it("shows a contact case's conversation with 'Answer', and adds a note", async () => {
    const user = userEvent.setup()
    const detail = caseDetail({
      id: 'case-contact',
      kind: 'contact',
      targetType: null,
      targetId: null,
      snapshot: {
        body: 'Someone keeps messaging me',
        authorName: 'Mia Member',
        createdAt: null,
        subject: 'Unwanted messages',
        earlier: [],
      },
      reports: [],
      messages: [{ body: 'We are looking into it.', fromModerator: true, createdAt: '2026-11-29T10:10:00Z' }],
    })
    const source = renderCase(detail)
    expect(await screen.findByRole('heading', { name: 'Unwanted messages' })).toBeInTheDocument()
    const conversation = screen.getByRole('region', { name: 'Conversation' })
    expect(conversation).toHaveTextContent('Moderators')
    expect(conversation).toHaveTextContent('We are looking into it.')
    expect(screen.getByRole('radio', { name: 'Dismiss' })).toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: 'Suspend' })).toBeNull()
    const answer = vi.spyOn(source, 'answer')
    await user.type(within(conversation).getByLabelText('Answer'), 'Blocked them for you.')
    await user.click(within(conversation).getByRole('button', { name: 'Answer' }))
    expect(answer).toHaveBeenCalledWith('case-contact', 'Blocked them for you.')
    const addNote = vi.spyOn(source, 'addNote')
    const notes = screen.getByRole('region', { name: 'Notes (moderators only)' })
    await user.click(within(notes).getByRole('button', { name: 'Add note' }))
    expect(within(notes).getByRole('alert')).toHaveTextContent('Write something first.')
    await user.type(within(notes).getByLabelText('Add a note'), 'Second message this week')
    await user.click(within(notes).getByRole('button', { name: 'Add note' }))
    expect(addNote).toHaveBeenCalledWith('case-contact', 'Second message this week')
  })
})
