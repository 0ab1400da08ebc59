import { BrainCircuit, Download, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { ConfirmAction } from './confirm-action'

/** What the journal data buttons do; each may reject with an Error, which is shown. */
export interface JournalDataCallbacks {
  /** Downloads the journal entries as JSON. */
  onExportEntries: () => Promise<void>
  /** Deletes every journal entry of this person. */
  onDeleteAllEntries: () => Promise<void>
  /** Clears what the assistant remembers (its conversation). */
  onWipeAiMemory: () => Promise<void>
}

const showError = (error: unknown) =>
  toast({
    title: 'Error',
    description: errorMessage(error) || 'Something went wrong. Please try again.',
    variant: 'destructive',
  })

/**
 * Export Entries ('Export started', then the JSON download), Delete All and Wipe AI Memory
 * (each asks first; then it really deletes and says so: 'Deletion confirmed' in the destructive
 * style, 'Memory wiped'). A failure shows 'Error' with its message instead of the success toast.
 */
export function JournalDataActions({ onExportEntries, onDeleteAllEntries, onWipeAiMemory }: JournalDataCallbacks) {
  const run = async (action: () => Promise<void>, done: () => void) => {
    try {
      await action()
    } catch (error) {
      showError(error)
      return
    }
    done()
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        onClick={() => {
          toast({ title: 'Export started', description: 'Your journal entries are being prepared for download.' })
          void run(onExportEntries, () => {})
        }}
      >
        <Download aria-hidden="true" />
        Export Entries
      </Button>
      <ConfirmAction
        label="Delete All"
        icon={<Trash2 aria-hidden="true" />}
        variant="destructive"
        title="Delete all journal entries?"
        description="Every journal entry you have written will be permanently deleted. This cannot be undone."
        confirmLabel="Delete All Entries"
        onConfirm={() =>
          void run(onDeleteAllEntries, () =>
            toast({
              title: 'Deletion confirmed',
              description: 'All journal entries have been permanently deleted.',
              variant: 'destructive',
            }),
          )
        }
      />
      <ConfirmAction
        label="Wipe AI Memory"
        icon={<BrainCircuit aria-hidden="true" />}
        variant="outline"
        title="Wipe AI memory?"
        description="Your conversation with the Nexus Assistant, the AI reflection data, will be permanently deleted."
        confirmLabel="Wipe Memory"
        onConfirm={() =>
          void run(onWipeAiMemory, () =>
            toast({ title: 'Memory wiped', description: 'AI reflection data has been cleared.' }),
          )
        }
      />
    </div>
  )
}
