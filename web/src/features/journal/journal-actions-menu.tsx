import { ChevronDown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { onDemand, useOnDemandMenu } from '@/lib/on-demand'
import type { JournalEntry } from './journal-model'
import type { ImportResult } from './journal-store'

const dropdown = onDemand(() => import('./journal-actions-dropdown'))

/**
 * The 'Export / Import' button of the journal header. The menu's code (Radix DropdownMenu, the
 * exports and the import) loads when it is first opened (its download starts on touch, hover or
 * focus), so the journal loads without it; until then the button says it opens a menu. Exports
 * `entries`; an import goes to `onImport` (see JournalActionsDropdown).
 */
export function JournalActionsMenu({
  entries,
  onImport,
}: {
  entries: readonly JournalEntry[]
  onImport: (entries: JournalEntry[]) => Promise<ImportResult>
}) {
  const { module, triggerProps, focusFirstItem } = useOnDemandMenu(dropdown)
  const trigger = (
    <Button variant="outline" {...triggerProps}>
      Export / Import
      <ChevronDown aria-hidden="true" />
    </Button>
  )
  if (!module) return trigger
  return (
    <module.JournalActionsDropdown
      entries={entries}
      onImport={onImport}
      trigger={trigger}
      focusFirstItem={focusFirstItem}
    />
  )
}
