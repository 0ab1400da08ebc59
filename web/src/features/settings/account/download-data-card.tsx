import { Download, LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { SettingsCard } from '../shared/settings-card'
import { downloadJson, fileDate } from './download-json'

/** Props of {@link DownloadDataCard}. */
export interface DownloadDataCardProps {
  /** Gathers all of the person's data as one JSON-safe object; may reject with an Error. */
  collectMemberData: () => Promise<object>
}

/**
 * 'Download Data' (guest and member alike): gathers everything kept for this person and saves
 * it as one JSON file, `nexus-data-<yyyy-MM-dd>.json` ('Download started'); a failure shows
 * its message and downloads nothing.
 */
export function DownloadDataCard({ collectMemberData }: DownloadDataCardProps) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const data = await collectMemberData()
      downloadJson(`nexus-data-${fileDate()}.json`, data)
      toast({ title: 'Download started', description: 'Your data is being saved as a JSON file.' })
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error) || 'Your data could not be gathered. Please try again.',
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <SettingsCard
      title="Download Data"
      icon={<Download aria-hidden="true" className="size-5 text-primary" />}
      description="One JSON file with your profile, preferences, journal, resources, schedule, bookings, notifications and assistant conversation."
    >
      <Button variant="outline" disabled={busy} aria-busy={busy || undefined} onClick={() => void download()}>
        {busy ? (
          <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <Download aria-hidden="true" />
        )}
        Download Data
      </Button>
    </SettingsCard>
  )
}
