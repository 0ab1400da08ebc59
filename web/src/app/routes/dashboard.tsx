import { DashboardScreen } from '@/features/dashboard/dashboard-screen'

/** Route /dashboard: the member home inside the sidebar shell (doc 1 §2.10). */
export function Component() {
  // The trial-ended dialog (doc 1 §4.3) will be passed as `trialEndedDialog` by the subscription work.
  return <DashboardScreen />
}
