import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react'
import { Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useJournalPreferencesStore } from '@/lib/member/journal-preferences-store'
import { onDemand, useOnDemand, whenIdle } from '@/lib/on-demand'
import { usePersistedStoreHydrated } from '@/lib/persist/persisted-store'
import { entryOpenButtonId } from './entry-card'
import { JournalActionsMenu } from './journal-actions-menu'
import { entryTextStyle } from './journal-fonts'
import { JournalLock } from './journal-lock'
import { type JournalEntry, type JournalEntryId } from './journal-model'
import { JournalSearchResults } from './journal-search-results'
import { useJournal } from './use-journal'

/** The message of a failed write, for its toast. */
const failure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.'

/**
 * The detail, entry form (react-hook-form and zod) and delete dialogs: loaded when one is first
 * opened, or once the journal shows and the browser is idle. The entry form's schemas (zod) are
 * asked for on their own too, so they run as soon as they arrive, in a task of their own, instead
 * of in one long task with the dialogs (on a slow phone that task blocks input).
 */
const journalDialogs = onDemand(
  async () => (await Promise.all([import('./entry-form'), import('./journal-dialogs')]))[1],
)

/** Which entry form is open: none, a new entry, or editing entry `id`. */
type FormState = null | { mode: 'new' } | { mode: 'edit'; id: JournalEntryId }

/**
 * /journals. While the passcode lock is on (journal preferences), the lock screen comes first;
 * once the right code is given the journal stays open until the page is left. Until the
 * preferences have been read (a passcode saved in plain text by an older version is being
 * hashed), only the page's heading shows: nothing of the journal.
 */
export function JournalScreen() {
  const preferencesRead = usePersistedStoreHydrated(useJournalPreferencesStore)
  const passcodeEnabled = useJournalPreferencesStore((s) => s.passcodeEnabled)
  const passcodeHash = useJournalPreferencesStore((s) => s.passcodeHash)
  const [unlocked, setUnlocked] = useState(false)
  if (!preferencesRead) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-10">
        <h1 className="text-3xl font-bold tracking-tight">Journal</h1>
      </div>
    )
  }
  if (passcodeEnabled && passcodeHash !== null && !unlocked) {
    return <JournalLock passcodeHash={passcodeHash} onUnlock={() => setUnlocked(true)} />
  }
  return <JournalView />
}

/**
 * The journal: 'Journal' with 'New Entry' and the Export / Import menu; the search and its
 * entry cards ({@link JournalSearchResults}: over title, content and tags, ignoring case, with
 * 'Show more entries' and the empty states); the detail, entry form and 'Delete Journal Entry'
 * dialogs. Entry text uses the font family and size of
 * the journal preferences. Entries come from the journal's source (useJournal): the guest's
 * browser journal, or a member's in the database ('Loading your journal...' first; a failed read
 * says so with 'Try again'). A favourite or delete that fails is undone and says why.
 */
function JournalView() {
  const journal = useJournal()
  const { entries } = journal
  const fontFamily = useJournalPreferencesStore((s) => s.fontFamily)
  const fontSize = useJournalPreferencesStore((s) => s.fontSize)
  const textStyle = useMemo(() => entryTextStyle(fontFamily, fontSize), [fontFamily, fontSize])

  // A new key starts the search again (empty), after a new entry is saved.
  const [searchKey, setSearchKey] = useState(0)

  const [detailId, setDetailId] = useState<JournalEntryId | null>(null)
  const [form, setForm] = useState<FormState>(null)
  const [pendingDelete, setPendingDelete] = useState<JournalEntry | null>(null)
  const detail = detailId === null ? null : (entries.find((e) => e.id === detailId) ?? null)
  const editing = form?.mode === 'edit' ? (entries.find((e) => e.id === form.id) ?? null) : null

  const { module: dialogs, request: loadDialogs, warm: warmDialogs } = useOnDemand(journalDialogs)
  const { status } = journal
  useEffect(() => (status === 'ready' ? whenIdle(warmDialogs) : undefined), [status, warmDialogs])

  const newEntryButton = useRef<HTMLButtonElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)
  /**
   * Where focus goes when the dialog now closing has closed: an element, 'stay' when another
   * dialog is opening in its place (it takes focus), or null to leave it to the dialog.
   */
  const returnFocus = useRef<(() => HTMLElement | null) | 'stay' | null>(null)
  const restoreFocus = (event: Event) => {
    const next = returnFocus.current
    returnFocus.current = null
    if (next === 'stay') {
      event.preventDefault()
      return
    }
    const target = next?.()
    if (target?.isConnected) {
      event.preventDefault()
      target.focus()
    }
  }
  const focusEntry = (id: JournalEntryId) => () => document.getElementById(entryOpenButtonId(id))

  const openEdit = (entry: JournalEntry) => {
    // The detail dialog closes and the form opens: focus goes into the form, not back to the card.
    returnFocus.current = 'stay'
    setDetailId(null)
    loadDialogs()
    setForm({ mode: 'edit', id: entry.id })
  }

  const confirmDelete = async (entry: JournalEntry) => {
    returnFocus.current = () => searchInput.current
    setPendingDelete(null)
    try {
      await journal.remove(entry)
    } catch (error) {
      toast({ title: 'Entry not deleted', description: failure(error), variant: 'destructive' })
      return
    }
    toast({ title: 'Journal entry deleted' })
  }

  // Stable handlers, so that a card whose entry did not change is not rendered again.
  const { toggleFavorite: saveFavorite } = journal
  const onToggleFavorite = useCallback(
    async (entry: JournalEntry) => {
      try {
        await saveFavorite(entry)
      } catch (error) {
        toast({ title: 'Favourite not saved', description: failure(error), variant: 'destructive' })
      }
    },
    [saveFavorite],
  )
  const onOpen = useCallback(
    (entry: JournalEntry) => {
      loadDialogs()
      setDetailId(entry.id)
    },
    [loadDialogs, setDetailId],
  )
  const onDelete = useCallback(
    (entry: JournalEntry, event: MouseEvent<HTMLButtonElement>) => {
      const button = event.currentTarget
      returnFocus.current = () => button
      loadDialogs()
      setPendingDelete(entry)
    },
    [loadDialogs, setPendingDelete],
  )

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-10">
      <div data-frame className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Journal</h1>
          <p className="mt-2 text-muted-foreground">A private place to reflect and put your thoughts into words</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <JournalActionsMenu entries={entries} onImport={journal.importEntries} />
          <Button
            ref={newEntryButton}
            onPointerEnter={warmDialogs}
            onFocus={warmDialogs}
            onClick={() => {
              loadDialogs()
              // As a transition: the dialog renders, mounts and takes focus in tasks short enough
              // for a phone to stay responsive, instead of in the click's own task.
              startTransition(() => setForm({ mode: 'new' }))
            }}
          >
            <Plus aria-hidden="true" />
            New Entry
          </Button>
        </div>
      </div>

      <JournalSearchResults
        key={searchKey}
        entries={journal.entries}
        status={journal.status}
        error={journal.error}
        onRetry={journal.retry}
        textStyle={textStyle}
        searchRef={searchInput}
        onOpen={onOpen}
        onToggleFavorite={onToggleFavorite}
        onDelete={onDelete}
      />

      {dialogs && (
        <>
          <dialogs.EntryDetailDialog
            entry={detail}
            textStyle={textStyle}
            onClose={() => {
              if (detailId !== null) returnFocus.current ??= focusEntry(detailId)
              setDetailId(null)
            }}
            onToggleFavorite={onToggleFavorite}
            onEdit={openEdit}
            onCloseAutoFocus={restoreFocus}
          />

          <dialogs.EntryFormDialog
            open={form !== null && (form.mode === 'new' || editing !== null)}
            entry={editing}
            onSave={(draft) => (editing ? journal.update(editing.id, draft) : journal.create(draft))}
            onOpenChange={(open) => {
              if (open) return
              if (form?.mode === 'edit') {
                // Back to the entry's detail, which shows the change.
                returnFocus.current = 'stay'
                setDetailId(form.id)
              } else {
                returnFocus.current ??= () => newEntryButton.current
              }
              setForm(null)
            }}
            onSaved={(saved) => {
              if (form?.mode === 'new') {
                setSearchKey((key) => key + 1)
                returnFocus.current = focusEntry(saved.id)
              }
            }}
            onCloseAutoFocus={restoreFocus}
          />

          <dialogs.DeleteEntryDialog
            entry={pendingDelete}
            onConfirm={(entry) => void confirmDelete(entry)}
            onCancel={() => setPendingDelete(null)}
            onCloseAutoFocus={restoreFocus}
          />
        </>
      )}
    </div>
  )
}
