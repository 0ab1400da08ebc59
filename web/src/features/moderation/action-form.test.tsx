import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/use-toast'
import { ActionForm } from './action-form'
import { moderateInput, validateAction, EMPTY_ACTION } from './action-rules'
import { ModerationError, type ModerationSource } from './data/moderation-source'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

// jsdom lacks what Radix Select calls on elements.
const proto = Element.prototype as unknown as Record<string, unknown>
for (const key of ['hasPointerCapture', 'releasePointerCapture', 'scrollIntoView']) proto[key] ??= () => false

async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }))
  await user.click(await screen.findByRole('option', { name: option }))
}

function renderForm(anonymous = false, over: Partial<Pick<ModerationSource, 'moderate' | 'addNote'>> = {}) {
  const source = {
    moderate: vi.fn(over.moderate ?? (async () => 'action-1')),
    addNote: vi.fn(over.addNote ?? (async () => {})),
  }
  const onDone = vi.fn()
  render(
    <ActionForm
      detail={{ id: 'case-7', kind: 'report', targetType: 'post', anonymous }}
      source={source}
      onDone={onDone}
    />,
  )
  return { source, onDone, form: screen.getByRole('form', { name: 'Take action' }) }
}

describe('validateAction', () => {
  it('needs an action, a rule (not to dismiss, restore or lift), a reason, and a duration to mute or suspend', () => {
    expect(validateAction(EMPTY_ACTION)).toEqual({
      action: 'Choose an action.',
      reason: 'Write the reason the member will read.',
    })
    expect(validateAction({ ...EMPTY_ACTION, action: 'hide', reason: '  ' })).toEqual({
      rule: 'Choose the rule of the guidelines it breaks.',
      reason: 'Write the reason the member will read.',
    })
    expect(validateAction({ ...EMPTY_ACTION, action: 'dismiss', reason: 'Not against the rules' })).toEqual({})
    expect(validateAction({ ...EMPTY_ACTION, action: 'mute', rule: 'spam', reason: 'Flooding' })).toEqual({
      duration: 'Choose how long it lasts.',
    })
    expect(validateAction({ ...EMPTY_ACTION, action: 'mute', rule: 'spam', reason: 'x', duration: 'lifted' })).toEqual({
      duration: 'Choose how long it lasts.',
    })
    expect(
      validateAction({ ...EMPTY_ACTION, action: 'suspend', rule: 'hate', reason: 'x', duration: 'lifted' }),
    ).toEqual({})
    expect(validateAction({ ...EMPTY_ACTION, action: 'warn', rule: 'hate', reason: 'x'.repeat(2001) })).toEqual({
      reason: 'The reason can be at most 2,000 characters.',
    })
  })

  it('turns a duration into the end time, and none for until lifted or other actions', () => {
    const now = new Date('2026-11-29T12:00:00.000Z')
    const base = { ...EMPTY_ACTION, rule: 'spam' as const, reason: ' Flooding the room ' }
    expect(moderateInput('c', { ...base, action: 'mute', duration: '24h' }, now)).toEqual({
      caseId: 'c',
      action: 'mute',
      rule: 'spam',
      reason: 'Flooding the room',
      until: '2026-11-30T12:00:00.000Z',
    })
    expect(moderateInput('c', { ...base, action: 'suspend', duration: 'lifted' }, now).until).toBeNull()
    expect(moderateInput('c', { ...base, action: 'hide', duration: '24h' }, now).until).toBeNull()
    expect(moderateInput('c', { ...EMPTY_ACTION, action: 'dismiss', reason: 'Fine' }, now).rule).toBeNull()
  })
})

// Typing in jsdom is slow on a busy machine.
describe('ActionForm', { timeout: 30_000 }, () => {
  beforeEach(() => vi.mocked(toast).mockClear())

  it('refuses to send without an action or a reason and says why, next to each field', async () => {
    const user = userEvent.setup()
    const { source, form } = renderForm()
    await user.click(within(form).getByRole('button', { name: 'Apply action' }))
    expect(await within(form).findByText('Choose an action.')).toBeInTheDocument()
    expect(within(form).getByText('Write the reason the member will read.')).toBeInTheDocument()
    expect(within(form).getByLabelText('Reason written to the member')).toHaveAttribute('aria-invalid', 'true')
    await user.click(within(form).getByRole('radio', { name: 'Hide' }))
    await user.click(within(form).getByRole('button', { name: 'Hide' }))
    expect(await within(form).findByText('Choose the rule of the guidelines it breaks.')).toBeInTheDocument()
    expect(source.moderate).not.toHaveBeenCalled()
  })

  it("suspends an anonymous post's author until lifted with a rule, a reason and a note, then toasts and clears", async () => {
    const user = userEvent.setup()
    const { source, onDone, form } = renderForm(true)
    expect(within(form).queryByRole('radio', { name: 'Suspend' })).toBeNull()
    await user.click(within(form).getByRole('radio', { name: 'Suspend the author' }))
    await choose(user, 'Rule of the guidelines', 'Harassment, threats and personal attacks.')
    await user.click(within(form).getByRole('button', { name: 'Suspend the author' }))
    expect(await within(form).findByText('Choose how long it lasts.')).toBeInTheDocument()
    await choose(user, 'Duration', 'Until lifted')
    await user.type(within(form).getByLabelText('Reason written to the member'), 'Threats against another member.')
    await user.type(within(form).getByLabelText('Note for moderators (optional)'), 'Third case this month')
    await user.click(within(form).getByRole('button', { name: 'Suspend the author' }))
    expect(source.moderate).toHaveBeenCalledWith({
      caseId: 'case-7',
      action: 'suspend',
      rule: 'harassment',
      reason: 'Threats against another member.',
      until: null,
    })
    expect(source.addNote).toHaveBeenCalledWith('case-7', 'Third case this month')
    expect(toast).toHaveBeenCalledWith({ title: 'Author suspended' })
    expect(onDone).toHaveBeenCalled()
    expect(within(form).getByLabelText('Reason written to the member')).toHaveValue('')
  })

  it('mutes for 24 hours from now', async () => {
    const user = userEvent.setup()
    const { source, form } = renderForm()
    const before = Date.now()
    await user.click(within(form).getByRole('radio', { name: 'Mute' }))
    await choose(
      user,
      'Rule of the guidelines',
      'Spam, advertising, fundraising and recruitment without a moderator’s permission.',
    )
    expect(screen.getByRole('combobox', { name: 'Duration' })).toBeInTheDocument()
    await user.click(screen.getByRole('combobox', { name: 'Duration' }))
    expect(screen.queryByRole('option', { name: 'Until lifted' })).toBeNull()
    await user.click(await screen.findByRole('option', { name: '24 hours' }))
    await user.type(within(form).getByLabelText('Reason written to the member'), 'Flooding the Lounge.')
    await user.click(within(form).getByRole('button', { name: 'Mute' }))
    const input = vi.mocked(source.moderate).mock.calls[0]![0] as { until: string; action: string }
    expect(input.action).toBe('mute')
    const until = Date.parse(input.until) - 24 * 3_600_000
    expect(until).toBeGreaterThanOrEqual(before)
    expect(until).toBeLessThanOrEqual(Date.now())
    expect(source.addNote).not.toHaveBeenCalled()
  })

  it("shows the database's refusal and keeps the form", async () => {
    const user = userEvent.setup()
    const moderate = vi.fn(async () =>
      Promise.reject(new ModerationError('refused', 'Only moderators can act on cases.')),
    )
    const { onDone, form } = renderForm(false, { moderate })
    await user.click(within(form).getByRole('radio', { name: 'Dismiss' }))
    await user.type(within(form).getByLabelText('Reason written to the member'), 'Not against the rules.')
    await user.click(within(form).getByRole('button', { name: 'Dismiss' }))
    expect(toast).toHaveBeenCalledWith({
      title: 'Action not taken',
      description: 'Only moderators can act on cases.',
      variant: 'destructive',
    })
    expect(onDone).not.toHaveBeenCalled()
    expect(within(form).getByLabelText('Reason written to the member')).toHaveValue('Not against the rules.')
  })
})
