import type { ModerationSource } from './data/moderation-source'

/** SWR keys of the moderation screens, per source (and so per moderator). */
export const moderationKeys = {
  queue: (source: ModerationSource) => ['moderation-queue', source.key] as const,
  case: (source: ModerationSource, caseId: string) => ['moderation-case', source.key, caseId] as const,
  appeals: (source: ModerationSource) => ['moderation-appeals', source.key] as const,
  roles: (source: ModerationSource) => ['moderation-roles', source.key] as const,
  privateRooms: (source: ModerationSource) => ['moderation-private-rooms', source.key] as const,
}
