/** The fields of a session user that the trial rule reads (doc 1 §3 Session user). */
export interface TrialSubject {
  trialEndDate?: string | null
  isAdmin?: boolean
}

/**
 * The trial rule of doc 1 §4.3: the trial is valid when there is no trial end date or the
 * user is the administrator; otherwise `now` must be strictly before the end date (so at
 * exactly the end time it has ended). An unparseable end date counts as ended.
 */
export function isTrialValid(user: TrialSubject, now: Date = new Date()): boolean {
  if (user.isAdmin) return true
  if (!user.trialEndDate) return true
  const end = new Date(user.trialEndDate).getTime()
  if (Number.isNaN(end)) return false
  return now.getTime() < end
}
