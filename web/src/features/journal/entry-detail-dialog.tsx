import type { CSSProperties } from 'react'
import { Pencil } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FavoriteButton } from './favorite-button'
import { NO_PROMPT, displayDate, type JournalEntry } from './journal-model'

/** Props of {@link EntryDetailDialog}. */
export interface EntryDetailDialogProps {
  /** The entry shown; null keeps the dialog closed. */
  entry: JournalEntry | null
  /** The font family and size (px) of the entry text, from the journal preferences. */
  textStyle: CSSProperties
  onClose: () => void
  onToggleFavorite: (entry: JournalEntry) => void
  onEdit: (entry: JournalEntry) => void
  /** Runs once the dialog has closed, to put focus somewhere sensible. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * An entry in full: its title, the favourite toggle ('Favourite', pressed when a favourite), the
 * date, the prompt in quotes, the whole content (line breaks kept), the #tags, 'Close' and
 * 'Edit Entry' (opens the entry form prefilled).
 */
export function EntryDetailDialog({
  entry,
  textStyle,
  onClose,
  onToggleFavorite,
  onEdit,
  onCloseAutoFocus,
}: EntryDetailDialogProps) {
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <DialogContent showCloseButton={false} className="sm:max-w-2xl!" onCloseAutoFocus={onCloseAutoFocus}>
        {entry ? (
          <>
            <DialogHeader>
              <div className="flex items-start justify-between gap-2">
                <DialogTitle className="text-xl! leading-snug! wrap-anywhere">{entry.title}</DialogTitle>
                <FavoriteButton
                  favorite={entry.favorite}
                  label="Favourite"
                  onToggle={() => onToggleFavorite(entry)}
                  className="-mt-2 -mr-2"
                />
              </div>
              <DialogDescription>
                <time dateTime={entry.date}>{displayDate(entry.date)}</time>
              </DialogDescription>
            </DialogHeader>
            {entry.prompt && entry.prompt !== NO_PROMPT ? (
              <p className="rounded-lg border border-border bg-muted/50 p-3 text-sm italic wrap-anywhere">
                &quot;{entry.prompt}&quot;
              </p>
            ) : null}
            <p className="whitespace-pre-wrap wrap-anywhere" style={textStyle} data-testid="entry-content">
              {entry.content}
            </p>
            {entry.tags.length > 0 ? (
              <ul aria-label="Tags" className="flex flex-wrap gap-2">
                {entry.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground wrap-anywhere"
                  >
                    #{tag}
                  </li>
                ))}
              </ul>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="cancel">Close</Button>
              </DialogClose>
              <Button onClick={() => onEdit(entry)}>
                <Pencil aria-hidden="true" />
                Edit Entry
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
