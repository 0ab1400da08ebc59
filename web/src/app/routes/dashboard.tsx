import { DashboardScreen } from '@/features/dashboard/dashboard-screen'
import { TrialEndedDialog } from '@/features/subscription/trial-ended-dialog'

/**
 * Route /dashboard: the member home inside the sidebar shell, with the trial-ended dialog. Only
 * members have a trial to end, so a guest build (no backend) leaves the dialog out.
 */
export function Component() {
  // The build's constant itself: Rolldown drops the dialog's modules only for a literal false.
  return <DashboardScreen trialEndedDialog={__NEXUS_BACKEND_CONFIGURED__ ? <TrialEndedDialog /> : null} />
}
