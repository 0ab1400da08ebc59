import { memo, type CSSProperties, type MouseEvent } from 'react'
import { Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FavoriteButton } from './favorite-button'
import { NO_PROMPT, cardExcerpt, displayDate, type JournalEntry, type JournalEntryId } from './journal-model'

/** The DOM id of the button that opens an entry (focus returns to it when its dialogs close). */
export function entryOpenButtonId(id: JournalEntryId): string {
  return `journal-entry-${id}-open`
}

/** Props of {@link EntryCard}. */
export interface EntryCardProps {
  entry: JournalEntry
  /** The font family and size (px) of the entry text, from the journal preferences. */
  textStyle: CSSProperties
  /** The card was opened; called with its entry. */
  onOpen: (entry: JournalEntry) => void
  /** The star was pressed; called with the entry. */
  onToggleFavorite: (entry: JournalEntry) => void
  /** The delete icon was pressed; receives the entry and the click, so focus can return to it. */
  onDelete: (entry: JournalEntry, event: MouseEvent<HTMLButtonElement>) => void
}

/**
 * One entry as a card (`<li>`): its title (a button opening the detail dialog; the whole card is
 * clickable), date, the favourite star ('Favourite {title}', pressed when a favourite), a delete
 * icon ('Delete {title}'), the prompt in quotes (none when no prompt was used), the start of the content
 * clamped to 3 lines, and #tags. Text renders as text only. Memoised: given the same entry
 * object, style and handlers it does not render again (searching re-lists the same entries).
 */
export const EntryCard = memo(function EntryCard({
  entry,
  textStyle,
  onOpen,
  onToggleFavorite,
  onDelete,
}: EntryCardProps) {
  const headingId = `journal-entry-${entry.id}-title`
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="relative flex h-full flex-col rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary/50 focus-within:border-primary/50"
      >
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-lg leading-snug font-semibold">
              <button
                type="button"
                id={entryOpenButtonId(entry.id)}
                onClick={() => onOpen(entry)}
                className="text-left wrap-anywhere outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
              >
                {entry.title}
              </button>
            </h2>
            <p data-volatile className="mt-1 text-sm text-muted-foreground">
              <time dateTime={entry.date}>{displayDate(entry.date)}</time>
            </p>
          </div>
          <div className="relative z-10 -mt-1 -mr-2 flex shrink-0">
            <FavoriteButton
              favorite={entry.favorite}
              label={`Favourite ${entry.title}`}
              onToggle={() => onToggleFavorite(entry)}
            />
            <Button
              variant="ghost-destructive"
              size="icon"
              aria-label={`Delete ${entry.title}`}
              onClick={(event) => onDelete(entry, event)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
        {entry.prompt && entry.prompt !== NO_PROMPT ? (
          <p className="mt-3 text-sm text-muted-foreground italic wrap-anywhere">&quot;{entry.prompt}&quot;</p>
        ) : null}
        <p className="mt-3 line-clamp-3 whitespace-pre-line wrap-anywhere" style={textStyle}>
          {cardExcerpt(entry.content)}
        </p>
        {entry.tags.length > 0 ? (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
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
      </article>
    </li>
  )
})
