import { lazy, Suspense } from 'react'
import { useOpenedOnce } from '@/hooks/use-opened-once'
import type { ReportDialogProps } from './report-dialog'

const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }))

/**
 * The report dialog ({@link ReportDialogProps}: open while `target` is set), whose code loads the
 * first time a target is set, so a page whose 'Report' is never used never downloads it.
 */
export function ReportDialogOnDemand({ target, onClose }: ReportDialogProps) {
  if (!useOpenedOnce(target !== null)) return null
  return (
    <Suspense fallback={null}>
      <ReportDialog target={target} onClose={onClose} />
    </Suspense>
  )
}
