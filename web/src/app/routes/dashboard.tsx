import { DashboardScreen } from '@/features/dashboard/dashboard-screen'
import { TrialEndedDialog } from '@/features/subscription/trial-ended-dialog'

/** Route /dashboard: the member home inside the sidebar shell, with the trial-ended dialog. */
export function Component() {
  return <DashboardScreen trialEndedDialog={<TrialEndedDialog />} />
}
