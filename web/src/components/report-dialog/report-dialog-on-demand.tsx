import { lazy, Suspense, useState } from 'react'
import type { ReportDialogProps } from './report-dialog'

const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }))

/**
 * The report dialog ({@link ReportDialogProps}: open while `target` is set), whose code loads the
 * first time a target is set, so a page whose 'Report' is never used never downloads it.
 */
export function ReportDialogOnDemand({ target, onClose }: ReportDialogProps) {
  // Mounted from its first opening on, so closing it plays its exit.
  const [shown, setShown] = useState(false)
  if (target && !shown) setShown(true)
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <ReportDialog target={target} onClose={onClose} />
    </Suspense>
  )
}
