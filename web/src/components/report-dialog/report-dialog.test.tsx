import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { ModerationSourceProvider } from '@/lib/moderation/moderation-source-context'
import { ModerationSourceError, type ModerationSource, type ReportTarget } from '@/lib/moderation/moderation-source'
import { seriousAxeViolations } from '@/testing/axe'
import { fakeModerationSource } from '@/testing/fake-moderation-source'
import { ReportButton } from './report-button'
import { ReportDialog } from './report-dialog'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

const TARGET: ReportTarget = { type: 'post', id: 'post-1', label: 'the post by Anonymous' }

function setup(source: ModerationSource | null) {
  const onClose = vi.fn()
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <ModerationSourceProvider source={source}>
        <ReportDialog target={TARGET} onClose={onClose} />
      </ModerationSourceProvider>
    </MemoryRouter>,
  )
  return { user, onClose, dialog: within(screen.getByRole('dialog', { name: 'Report' })) }
}

const LABELS = [
  'Harassment or bullying',
  'Hate',
  'Spam',
  'Sexual content',
  'Encourages self-harm',
  'Illegal content',
  'Someone may be at risk',
  'Something else',
]

describe('ReportDialog', () => {
  beforeEach(() => vi.mocked(toast).mockClear())

  it('offers the eight reasons with their exact labels, in order, and an optional note', () => {
    const { dialog } = setup(fakeModerationSource())
    expect(dialog.getAllByRole('radio').map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual(LABELS)
    expect(dialog.getByText(/You are reporting the post by Anonymous/)).toBeInTheDocument()
    expect(dialog.getByRole('textbox', { name: 'Note (optional)' })).toHaveAttribute('maxlength', '1000')
  })

  it('refuses to send without a reason, and sends nothing', async () => {
    const source = fakeModerationSource()
    const { user, dialog, onClose } = setup(source)
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Choose a reason.')
    expect(source.submitReport).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('sends the reason and the trimmed note, says "Report sent" and closes', async () => {
    const source = fakeModerationSource()
    const { user, dialog, onClose } = setup(source)
    await user.click(dialog.getByRole('radio', { name: 'Spam' }))
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), '  Same link in every room  ')
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(source.submitReport).toHaveBeenCalledWith(TARGET, 'spam', 'Same link in every room')
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Report sent' }))
  })

  it('sends no note when none was written', async () => {
    const source = fakeModerationSource()
    const { user, dialog } = setup(source)
    await user.click(dialog.getByRole('radio', { name: 'Hate' }))
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(source.submitReport).toHaveBeenCalledWith(TARGET, 'hate', null))
  })

  it('counts the note’s characters', async () => {
    const { user, dialog } = setup(fakeModerationSource())
    expect(dialog.getByText('0 / 1,000 characters')).toBeInTheDocument()
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Hello')
    expect(dialog.getByText('5 / 1,000 characters')).toBeInTheDocument()
    expect(dialog.getByRole('textbox', { name: 'Note (optional)' })).toHaveAccessibleDescription('5 / 1,000 characters')
  })

  it('shows the server’s refusal in the dialog and keeps the form', async () => {
    const source = fakeModerationSource({
      submitReport: vi.fn(async () => {
        throw new ModerationSourceError(
          'rate-limited',
          'You have sent too many reports. You can report again in 42 minutes.',
        )
      }),
    })
    const { user, dialog, onClose } = setup(source)
    await user.click(dialog.getByRole('radio', { name: 'Harassment or bullying' }))
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You have sent too many reports. You can report again in 42 minutes.',
    )
    expect(dialog.getByRole('radio', { name: 'Harassment or bullying' })).toBeChecked()
    expect(onClose).not.toHaveBeenCalled()
    expect(toast).not.toHaveBeenCalled()
  })

  it('shows the emergency numbers when someone may be at risk', async () => {
    const { user, dialog } = setup(fakeModerationSource())
    expect(dialog.queryByText(/988/)).not.toBeInTheDocument()
    await user.click(dialog.getByRole('radio', { name: 'Someone may be at risk' }))
    expect(dialog.getByText(/988/)).toBeInTheDocument()
    expect(dialog.getByText(/116 123/)).toBeInTheDocument()
  })

  it('works by keyboard: arrow keys pick a reason, Enter sends', async () => {
    const source = fakeModerationSource()
    const { user, dialog } = setup(source)
    await user.click(dialog.getByRole('radio', { name: 'Harassment or bullying' }))
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(dialog.getByRole('radio', { name: 'Spam' })).toBeChecked()
    await user.tab()
    expect(dialog.getByRole('textbox', { name: 'Note (optional)' })).toHaveFocus()
    await user.tab()
    await user.tab()
    expect(dialog.getByRole('button', { name: 'Send report' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(source.submitReport).toHaveBeenCalledWith(TARGET, 'spam', null))
  })

  it('has no serious or critical axe findings', async () => {
    setup(fakeModerationSource())
    expect(await seriousAxeViolations()).toEqual([])
  })

  it('tells a guest that reporting needs an account, with a way to sign in, and calls nothing', async () => {
    const { dialog } = setup(null)
    expect(dialog.getByText(/Reporting needs an account\./)).toBeInTheDocument()
    expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument()
    expect(await seriousAxeViolations()).toEqual([])
  })

  it('opens from a Report button and gives the focus back to it on Escape', async () => {
    function Host() {
      const [target, setTarget] = useState<ReportTarget | null>(null)
      return (
        <MemoryRouter>
          <ModerationSourceProvider source={fakeModerationSource()}>
            <ReportButton target={TARGET} onReport={setTarget} />
            <ReportDialog target={target} onClose={() => setTarget(null)} />
          </ModerationSourceProvider>
        </MemoryRouter>
      )
    }
    const user = userEvent.setup()
    render(<Host />)
    const button = screen.getByRole('button', { name: 'Report the post by Anonymous' })
    button.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('dialog', { name: 'Report' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button).toHaveFocus()
  })
})
