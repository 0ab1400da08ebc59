import { ModerationRoute } from '@/features/moderation/moderation-route'

/** Route /moderation: the moderators' queue, cases, appeals and, for administrators, the log and roles. */
export function Component() {
  return <ModerationRoute />
}
