/** The fields of a session user that the trial rule reads. */
export interface TrialSubject {
  trialEndDate?: string | null
  isAdmin?: boolean
  isGuest?: boolean
}

/**
 * The trial rule: the administrator's trial never ends, nor the guest's (who explores on sample
 * data with no account to bill); otherwise the trial runs while `now` is
 * strictly before the trial end date (so at exactly the end time it has ended). No trial end
 * date means no trial, the same as a missing subscriber record (see deriveSubscription); an
 * unparseable end date counts as ended.
 */
export function isTrialValid(user: TrialSubject, now: Date = new Date()): boolean {
  if (user.isAdmin || user.isGuest) return true
  if (!user.trialEndDate) return false
  const end = new Date(user.trialEndDate).getTime()
  if (Number.isNaN(end)) return false
  return now.getTime() < end
}
