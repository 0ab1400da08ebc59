import { ModerationSourceError, NEEDS_ACCOUNT_MESSAGE, type ModerationSource } from './moderation-source'

const refuse = async (): Promise<never> => {
  throw new ModerationSourceError('needs-account', NEEDS_ACCOUNT_MESSAGE)
}

/**
 * The guest's moderation source (no backend, or nobody signed in): nothing is sent anywhere, and
 * every call rejects with 'Reporting needs an account.' (`canReport` is false, so the screens say
 * so without calling).
 */
export const guestModerationSource: ModerationSource = {
  key: 'guest',
  canReport: false,
  submitReport: refuse,
  listMyReports: refuse,
  messageModerators: refuse,
  listContactCases: refuse,
  listStatements: refuse,
  myRestriction: refuse,
  appeal: refuse,
}
