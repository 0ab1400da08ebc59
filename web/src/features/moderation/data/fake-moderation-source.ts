import type { ModerationSource } from './moderation-source'
import type { Appeal, CaseDetail, QueueCase } from './moderation-types'

/** A queue row for tests and previews: a named report of a post unless `over` says otherwise. */
export function queueCase(over: Partial<QueueCase> = {}): QueueCase {
  return {
    id: 'case-1',
    kind: 'report',
    targetType: 'post',
    targetId: 'post-1',
    anonymous: false,
    roomSlug: 'lounge',
    status: 'open',
    reasons: ['spam'],
    reporterCount: 1,
    excerpt: 'Buy cheap watches',
    subjectName: 'Sam Seller',
    autoHidden: false,
    createdAt: '2026-11-29T10:00:00.000Z',
    lastActivityAt: '2026-11-29T10:00:00.000Z',
    ...over,
  }
}

/** A case for tests and previews: the named report of {@link queueCase} unless `over` says otherwise. */
export function caseDetail(over: Partial<CaseDetail> = {}): CaseDetail {
  return {
    id: 'case-1',
    kind: 'report',
    status: 'open',
    targetType: 'post',
    targetId: 'post-1',
    anonymous: false,
    roomSlug: 'lounge',
    snapshot: {
      body: 'Buy cheap watches at example.com',
      authorName: 'Sam Seller',
      createdAt: '2026-11-29T09:55:00.000Z',
      subject: null,
      earlier: [],
    },
    autoHiddenAt: null,
    createdAt: '2026-11-29T10:00:00.000Z',
    subject: { id: 'user-sam', name: 'Sam Seller' },
    reports: [
      {
        reason: 'spam',
        note: 'Posted in three rooms',
        createdAt: '2026-11-29T10:00:00.000Z',
        reporter: { id: 'user-rita', name: 'Rita Reporter' },
      },
    ],
    history: [
      { verb: 'report', at: '2026-11-29T10:00:00.000Z', actorName: 'Rita Reporter', detail: { reason: 'spam' } },
    ],
    earlier: { cases: 2, actions: [{ action: 'warn', rule: 'spam', createdAt: '2026-11-01T10:00:00.000Z' }] },
    notes: [],
    messages: [],
    ...over,
  }
}

/** An appeal for tests and previews. */
export function appeal(over: Partial<Appeal> = {}): Appeal {
  return {
    id: 'appeal-1',
    actionId: 'action-1',
    action: 'suspend',
    rule: 'harassment',
    reason: 'Repeated insults in the Lounge.',
    body: 'I was answering an insult, please look again.',
    status: 'pending',
    createdAt: '2026-11-29T11:00:00.000Z',
    actedByMe: false,
    ...over,
  }
}

/**
 * A moderation source answering from memory, every method a `vi.fn`-friendly async function
 * (tests wrap it), with `over` replacing any of them. Live: `emit` plays a `case_changed`.
 */
export function fakeModerationSource(
  over: Partial<ModerationSource> = {},
  data: { queue?: QueueCase[]; cases?: CaseDetail[]; appeals?: Appeal[] } = {},
): ModerationSource & { emit: (id: string) => void } {
  const listeners = new Set<Parameters<ModerationSource['subscribe']>[0]>()
  const queue = data.queue ?? [queueCase()]
  const cases = data.cases ?? [caseDetail()]
  return {
    key: 'fake',
    queue: async () => queue,
    caseDetail: async (id) => {
      const found = cases.find((c) => c.id === id)
      if (!found) throw new Error('This case does not exist.')
      return found
    },
    addNote: async () => {},
    answer: async () => {},
    moderate: async () => 'action-new',
    appeals: async () => data.appeals ?? [appeal()],
    decideAppeal: async () => {},
    log: async () => [],
    roles: async () => [],
    grantRole: async () => {},
    revokeRole: async () => {},
    findMembers: async () => [],
    revealAuthor: async () => ({ id: 'user-anon', name: 'Hidden Person' }),
    privateRooms: async () => [],
    transferRoom: async () => {},
    subscribe: (listener) => {
      listeners.add(listener)
      listener.onConnected?.()
      return () => listeners.delete(listener)
    },
    emit: (id) => listeners.forEach((listener) => listener.onCaseChanged?.({ id, status: 'open' })),
    ...over,
  }
}
