import { useRef, type ChangeEvent, type ReactElement } from 'react'
import { FileJson, FileText, Upload } from 'lucide-react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  useFirstItemFocus,
} from '@/components/ui/dropdown-menu'
import { toast } from '@/components/ui/use-toast'
import { downloadJournalJson, downloadJournalPdf, importJournalFile } from './journal-export'
import type { JournalEntry } from './journal-model'
import type { ImportResult } from './journal-store'

const EXPORT_STARTED = {
  title: 'Export started',
  description: 'Your journal entries are being prepared for download.',
} as const

const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error))

const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`

/**
 * What an import did, in words: '2 entries added, 1 replaced.', then, when it happened, how many
 * took a new id and why ('1 entry got a new id, as another account uses its id.'), and how many
 * were skipped with each one's title and reason ('1 entry skipped: “Title” (reason).').
 */
export function importSummary({ added, replaced, renamed = 0, skipped = [] }: ImportResult): string {
  const parts = [`${entries(added)} added, ${replaced} replaced.`]
  if (renamed > 0) parts.push(`${entries(renamed)} got a new id, as another account uses its id.`)
  if (skipped.length > 0) {
    const why = skipped.map((s) => `“${s.title}” (${s.reason.replace(/\.$/, '')})`).join('; ')
    parts.push(`${entries(skipped.length)} skipped: ${why}.`)
  }
  return parts.join(' ')
}

/** Props of {@link JournalActionsDropdown}. */
export interface JournalActionsDropdownProps {
  /** What the exports write. */
  entries: readonly JournalEntry[]
  /** Where an import's entries go. */
  onImport: (entries: JournalEntry[]) => Promise<ImportResult>
  /** The 'Export / Import' button that opens the menu. */
  trigger: ReactElement
  /** Focus the first item on opening, as a menu opened from the keyboard does. */
  focusFirstItem: boolean
}

/**
 * The journal's 'Export / Import' menu itself (Radix DropdownMenu), loaded when it is first opened
 * and then open: 'Export JSON' (every entry, lossless), 'Export PDF' (the PDF library loads only
 * then) and 'Import JSON' (a file picker for a journal export; entries merge by id). Exports say
 * 'Export started'; an import says 'Journal imported' with what changed, or 'Import failed' with
 * the reason (the journal is then unchanged).
 */
export function JournalActionsDropdown({ entries, onImport, trigger, focusFirstItem }: JournalActionsDropdownProps) {
  const fileInput = useRef<HTMLInputElement>(null)
  const focusFirst = useFirstItemFocus(focusFirstItem)

  const exportPdf = async () => {
    toast(EXPORT_STARTED)
    try {
      await downloadJournalPdf(entries)
    } catch (error) {
      toast({ title: 'Export failed', description: reason(error), variant: 'destructive' })
    }
  }

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    try {
      toast({ title: 'Journal imported', description: importSummary(await importJournalFile(file, onImport)) })
    } catch (error) {
      toast({ title: 'Import failed', description: reason(error), variant: 'destructive' })
    }
  }

  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end" onFocus={focusFirst}>
          <DropdownMenuItem
            onSelect={() => {
              toast(EXPORT_STARTED)
              downloadJournalJson(entries)
            }}
          >
            <FileJson aria-hidden="true" />
            Export JSON
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void exportPdf()}>
            <FileText aria-hidden="true" />
            Export PDF
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" />
            Import JSON
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        aria-label="Import journal file"
        tabIndex={-1}
        className="hidden"
        onChange={(event) => void onFile(event)}
      />
    </>
  )
}
