import { formatDayMonthYearTime } from '@/lib/short-dates'
import useSWR from 'swr'
import { useReadsSettled } from '@/lib/data/use-reads-settled'
import { useModerationSource } from './moderation-source-context'
import type { Restriction } from './moderation-source'

/**
 * What a restricted member is told where they try to act, with the end of the restriction in
 * local time: 'You are muted until 3 Dec 2026, 14:00. You cannot post, reply or send messages
 * until then.' / 'Your account is suspended until 3 Dec 2026, 14:00.' / 'Your account is
 * suspended until a moderator lifts it.'
 */
export function restrictionMessage(restriction: Restriction): string {
  const end = restriction.endsAt ? formatDayMonthYearTime(new Date(restriction.endsAt)) : null
  if (restriction.kind === 'mute') {
    return end
      ? `You are muted until ${end}. You cannot post, reply or send messages until then.`
      : 'You are muted until a moderator lifts it. You cannot post, reply or send messages.'
  }
  return end ? `Your account is suspended until ${end}.` : 'Your account is suspended until a moderator lifts it.'
}

/**
 * The signed-in member's restriction in force (`my_restriction()`), read once per page and again
 * on focus; null while unknown, for a guest, when none, or when it has ended. A read that fails
 * counts as none (the database still refuses what the member may not do). `afterPageReads` waits
 * for the page's own reads first (a composer's notice, so it never delays the posts it sits under).
 */
export function useMyRestriction({ afterPageReads = false }: { afterPageReads?: boolean } = {}): Restriction | null {
  const source = useModerationSource()
  const settled = useReadsSettled(afterPageReads && source.canReport)
  const ready = source.canReport && (settled || !afterPageReads)
  const { data } = useSWR(ready ? ['moderation:restriction', source.key] : null, () =>
    source.myRestriction().then(
      (restriction) => (restriction?.endsAt && Date.parse(restriction.endsAt) <= Date.now() ? null : restriction),
      () => null,
    ),
  )
  return data ?? null
}
