import { lazy, Suspense, useState } from 'react'
import { useToast } from '@/components/ui/use-toast'

const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }))

/**
 * The app's {@link Toaster}, loaded and mounted when the first toast is queued and kept from then
 * on: pages load without Radix Toast, and a page that never toasts never downloads it. The
 * queue keeps the toast while the code loads, so it shows as soon as it has.
 */
export function ToasterOnDemand() {
  const { toasts } = useToast()
  const [needed, setNeeded] = useState(false)
  if (!needed && toasts.length > 0) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
