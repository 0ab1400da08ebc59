import { detailText } from './log-panel'

describe('detailText', () => {
  it("writes a log entry's detail as text, ids shortened, objects left out", () => {
    expect(
      detailText({
        caseId: '3f2b9c1d-0000-4000-8000-000000000001',
        detail: {
          action: 'suspend',
          rule: 'harassment',
          anonymous: true,
          target_id: '7a1e2b3c-0000-4000-8000-000000000002',
          reasons: ['spam', 'hate'],
          nested: { x: 1 },
        },
      }),
    ).toBe(
      'action: suspend · rule: harassment · anonymous: true · target id: 7a1e2b3c… · reasons: spam, hate · case 3f2b9c1d…',
    )
    expect(detailText({ caseId: null, detail: {} })).toBe('')
  })
})
