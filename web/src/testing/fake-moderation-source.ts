import type { ModerationSource } from '@/lib/moderation/moderation-source'

/**
 * A member's moderation source for tests: every method a `vi.fn` answering nothing (empty lists,
 * no restriction, 'case-1' / 'appeal-1' ids); override any with `over`.
 */
export function fakeModerationSource(over: Partial<ModerationSource> = {}): ModerationSource {
  return {
    key: 'fake:member',
    canReport: true,
    submitReport: vi.fn(async () => 'case-1'),
    listMyReports: vi.fn(async () => []),
    messageModerators: vi.fn(async () => 'case-2'),
    listContactCases: vi.fn(async () => []),
    listStatements: vi.fn(async () => []),
    myRestriction: vi.fn(async () => null),
    appeal: vi.fn(async () => 'appeal-1'),
    ...over,
  }
}
