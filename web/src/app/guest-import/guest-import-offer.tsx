import { useState } from 'react'
import { useSWRConfig } from 'swr'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useJournalSource } from '@/features/journal/data/use-journal-source'
import { useResourcesSource } from '@/features/resources/data/use-resources-source'
import { loadResourceFile } from '@/features/resources/resource-files'
import { useScheduleSource } from '@/features/schedule/data/use-schedule-source'
import { errorMessage } from '@/lib/error-message'
import { GUEST_SCOPE } from '@/lib/persist/scope'
import { describeCounts, guestDataCounts, readGuestData, type GuestData } from './guest-data'
import { offeredKey } from './guest-import-check'
import { importGuestData } from './import-guest-data'

function alreadyOffered(memberId: string): boolean {
  try {
    return localStorage.getItem(offeredKey(memberId)) !== null
  } catch {
    return true
  }
}

function markOffered(memberId: string, outcome: 'imported' | 'declined'): void {
  try {
    localStorage.setItem(offeredKey(memberId), outcome)
  } catch {
    // Storage turned off: the offer may come again, which is harmless (importing is idempotent).
  }
}

/** The guest's data to offer to `memberId`, or null when there is none or it was offered already. */
function pendingGuestData(memberId: string): GuestData | null {
  if (alreadyOffered(memberId)) return null
  const data = readGuestData()
  return guestDataCounts(data).total > 0 ? data : null
}

/**
 * On a member's first sign-in in a browser where the guest made journal entries, resources or
 * events of their own (not the samples), offers once to bring them into the account: 'Bring them
 * in' imports them through the member's sources (PDFs included; idempotent, by id) and says how
 * many of each came; 'Not now' leaves them in the browser and is not asked again. A failure says
 * why and keeps the offer open (what came before the failure stays; trying again adds the rest).
 */
export function GuestImportOffer({ memberId }: { memberId: string }) {
  const [data, setData] = useState(() => pendingGuestData(memberId))
  const [busy, setBusy] = useState(false)
  const journal = useJournalSource()
  const schedule = useScheduleSource()
  const resources = useResourcesSource()
  const { mutate } = useSWRConfig()
  if (!data) return null
  const counts = guestDataCounts(data)

  const decline = () => {
    markOffered(memberId, 'declined')
    setData(null)
  }

  const bringIn = async () => {
    setBusy(true)
    try {
      const result = await importGuestData(data, {
        memberId,
        journal,
        schedule,
        resources,
        loadPdf: (id) => loadResourceFile(id, GUEST_SCOPE),
      })
      markOffered(memberId, 'imported')
      setData(null)
      void mutate(() => true)
      const missing =
        result.missingPdfs > 0
          ? ` ${result.missingPdfs === 1 ? 'One PDF was' : `${result.missingPdfs} PDFs were`} no longer kept in this browser.`
          : ''
      toast({ title: 'Brought into your account', description: `${describeCounts(result)}.${missing}` })
    } catch (error) {
      toast({
        title: 'Not everything could be brought in',
        description: errorMessage(error) || 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AlertDialog open onOpenChange={(open) => !open && !busy && decline()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Bring your guest data along?</AlertDialogTitle>
          <AlertDialogDescription>
            Before you signed in, you made {describeCounts(counts)} in this browser. Bring them into your account to
            find them on any device?
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Not now</AlertDialogCancel>
          <Button disabled={busy} onClick={() => void bringIn()}>
            {busy ? 'Bringing them in...' : 'Bring them in'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
