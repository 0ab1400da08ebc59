// @vitest-environment node
import { contactCaseFrom, myReportFrom, restrictionFrom, statementFrom } from './moderation-rows'

describe('moderation rows', () => {
  it('reads my_reports rows, and refuses an unknown status or reason', () => {
    const row = {
      id: 'r1',
      case_id: 'c1',
      target_type: 'message',
      reason: 'at_risk',
      note: null,
      created_at: '2026-11-28T10:00:00+00:00',
      status: 'no_action',
    }
    expect(myReportFrom(row)).toEqual({
      id: 'r1',
      caseId: 'c1',
      targetType: 'message',
      reason: 'at_risk',
      note: null,
      createdAt: '2026-11-28T10:00:00.000Z',
      status: 'no_action',
    })
    expect(myReportFrom({ ...row, status: 'dismissed' })).toBeNull()
    expect(myReportFrom({ ...row, reason: 'rude' })).toBeNull()
    expect(myReportFrom(null)).toBeNull()
  })

  it('reads my_statements rows', () => {
    expect(
      statementFrom({
        id: 'a1',
        action: 'suspend',
        target_type: null,
        excerpt: null,
        rule: 'harassment',
        reason: 'Repeated threats.',
        automatic: false,
        until: null,
        created_at: '2026-11-28T10:00:00Z',
        appeal_status: 'overturned',
        can_appeal: false,
      }),
    ).toEqual({
      id: 'a1',
      action: 'suspend',
      targetType: null,
      excerpt: null,
      rule: 'harassment',
      reason: 'Repeated threats.',
      automatic: false,
      until: null,
      createdAt: '2026-11-28T10:00:00.000Z',
      appealStatus: 'overturned',
      canAppeal: false,
    })
    expect(statementFrom({ id: 'a1', action: 'ban', reason: 'x', created_at: '2026-11-28T10:00:00Z' })).toBeNull()
  })

  it('reads my_contact_cases rows with their messages oldest first', () => {
    expect(
      contactCaseFrom({
        id: 'c1',
        subject: 'Help',
        status: 'open',
        created_at: '2026-11-28T10:00:00Z',
        messages: [
          { body: 'Answer', from_moderator: true, created_at: '2026-11-28T11:00:00Z' },
          { body: 'Question', from_moderator: false, created_at: '2026-11-28T10:00:00Z' },
          { nonsense: true },
        ],
      })?.messages,
    ).toEqual([
      { body: 'Question', fromModerator: false, createdAt: '2026-11-28T10:00:00.000Z' },
      { body: 'Answer', fromModerator: true, createdAt: '2026-11-28T11:00:00.000Z' },
    ])
  })

  it('reads my_restriction as a row, a one-row array, or none', () => {
    expect(restrictionFrom([{ kind: 'mute', ends_at: '2026-12-03T14:00:00Z' }])).toEqual({
      kind: 'mute',
      endsAt: '2026-12-03T14:00:00.000Z',
    })
    expect(restrictionFrom({ kind: 'suspend', ends_at: null })).toEqual({ kind: 'suspend', endsAt: null })
    expect(restrictionFrom([])).toBeNull()
    expect(restrictionFrom(null)).toBeNull()
    expect(restrictionFrom({ kind: null, ends_at: null })).toBeNull()
  })
})
