// @vitest-environment node
import { guestModerationSource } from './guest-moderation-source'
import { ModerationSourceError } from './moderation-source'
import { createSupabaseModerationSource } from './supabase-moderation-source'

function clientAnswering(answer: { data: unknown; error: { code?: string; message?: string } | null }) {
  const rpc = vi.fn(async () => answer)
  return { rpc, source: createSupabaseModerationSource({ memberId: 'u-1', loadClient: async () => ({ rpc }) }) }
}

describe('createSupabaseModerationSource', () => {
  it('reports through submit_report with the trimmed note (null when blank) and resolves to the case id', async () => {
    const { rpc, source } = clientAnswering({ data: 'case-9', error: null })
    await expect(source.submitReport({ type: 'post', id: 'p1' }, 'spam', '  link farm ')).resolves.toBe('case-9')
    expect(rpc).toHaveBeenCalledWith('submit_report', {
      target_type: 'post',
      target_id: 'p1',
      reason: 'spam',
      note: 'link farm',
    })
    await source.submitReport({ type: 'profile', id: 'u-2' }, 'other', '   ')
    expect(rpc).toHaveBeenLastCalledWith('submit_report', {
      target_type: 'profile',
      target_id: 'u-2',
      reason: 'other',
      note: null,
    })
  })

  it('calls message_moderators, appeal_action, my_reports, my_statements and my_restriction by their names', async () => {
    const { rpc, source } = clientAnswering({ data: [], error: null })
    await source.listMyReports()
    await source.listStatements()
    await source.listContactCases()
    await expect(source.myRestriction()).resolves.toBeNull()
    rpc.mockResolvedValue({ data: 'x', error: null })
    await source.messageModerators(' Hi ', ' There ')
    await source.appeal('a1', ' Please ')
    expect(rpc.mock.calls.map((c) => c)).toEqual([
      ['my_reports', undefined],
      ['my_statements', undefined],
      ['my_contact_cases', undefined],
      ['my_restriction', undefined],
      ['message_moderators', { subject: 'Hi', body: 'There' }],
      ['appeal_action', { action_id: 'a1', body: 'Please' }],
    ])
  })

  it.each([
    ['PT429', 'You can report again in 42 minutes.', 'rate-limited', 'You can report again in 42 minutes.'],
    [
      '42501',
      'Your account is suspended until a moderator lifts it.',
      'refused',
      'Your account is suspended until a moderator lifts it.',
    ],
    ['22023', 'You cannot report this.', 'refused', 'You cannot report this.'],
    ['23514', 'This action can no longer be appealed.', 'refused', 'This action can no longer be appealed.'],
    ['XX000', 'internal error at line 3', 'failed', 'Something went wrong. Please try again.'],
  ])('a %s error rejects as %s with the message to show', async (code, message, kind, shown) => {
    const { source } = clientAnswering({ data: null, error: { code, message } })
    const error = await source.submitReport({ type: 'post', id: 'p1' }, 'hate').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ModerationSourceError)
    expect(error).toMatchObject({ kind, message: shown })
  })
})

describe('guestModerationSource', () => {
  it("refuses every call with 'Reporting needs an account.'", async () => {
    expect(guestModerationSource.canReport).toBe(false)
    await expect(guestModerationSource.submitReport({ type: 'post', id: 'p1' }, 'spam')).rejects.toMatchObject({
      kind: 'needs-account',
      message: 'Reporting needs an account.',
    })
    await expect(guestModerationSource.listMyReports()).rejects.toThrow('Reporting needs an account.')
  })
})
