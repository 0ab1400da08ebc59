import { memo, useMemo, useState, type CSSProperties, type MouseEvent, type Ref } from 'react'
import { BookOpen, Search } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { formatCount } from '@/lib/format-count'
import { EntryCard } from './entry-card'
import { filterEntries, searchText, type JournalEntry } from './journal-model'

/** The stores the first visit's sample entries come from (the journal and its preferences); styles.css has a rule for each. */
const JOURNAL_FRAME_STORES = 'nexus:journal nexus:journal-preferences'

/**
 * How many cards are shown at first and after each keystroke of a search: a screenful (three rows
 * of three on a wide screen). Each keystroke re-lists only these, which keeps it under a frame.
 */
const FIRST_PAGE_SIZE = 9
/** How many more cards 'Show more entries' adds (whole rows of two or three). */
const PAGE_SIZE = 36

/** Props of {@link JournalSearchResults}. */
export interface JournalSearchResultsProps {
  entries: readonly JournalEntry[]
  /** Whether the journal has been read ('ready'), is being read, or could not be read. */
  status: 'loading' | 'ready' | 'error'
  /** Why the journal could not be read (status 'error'). */
  error: string | null
  onRetry: () => void
  /** The font family and size (px) of entry text. */
  textStyle: CSSProperties
  /** The search field, for the screen to move focus to. */
  searchRef: Ref<HTMLInputElement>
  onOpen: (entry: JournalEntry) => void
  onToggleFavorite: (entry: JournalEntry) => void
  onDelete: (entry: JournalEntry, event: MouseEvent<HTMLButtonElement>) => void
}

/**
 * 'Search journal entries...' and what it finds: the count ('N entries', or 'N of M entries
 * match'), the cards ({@link FIRST_PAGE_SIZE} at first, {@link PAGE_SIZE} more with 'Show more
 * entries'), or 'No journal entries found' ('Try adjusting your search term' when searching, else
 * 'Start writing your thoughts to see them here'); 'Loading your journal...' or the read error
 * with 'Try again' before that. The search holds its own state, so a keystroke renders only this,
 * and its results show with the typed text in the same frame (the search runs over precomputed
 * texts, narrowing as the term grows; unchanged cards are not rendered again). Memoised: stable
 * props render nothing again.
 */
export const JournalSearchResults = memo(function JournalSearchResults({
  entries,
  status,
  error,
  onRetry,
  textStyle,
  searchRef,
  onOpen,
  onToggleFavorite,
  onDelete,
}: JournalSearchResultsProps) {
  const [search, setSearch] = useState('')
  const [limit, setLimit] = useState(FIRST_PAGE_SIZE)
  const haystacks = useMemo(() => entries.map(searchText), [entries])
  const matches = useMemo(() => filterEntries(entries, search, haystacks), [entries, search, haystacks])
  const shown = matches.slice(0, limit)
  const searching = search.trim() !== ''

  return (
    <>
      <div role="search" className="relative mt-6">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={searchRef}
          type="search"
          value={search}
          aria-label="Search journal entries"
          placeholder="Search journal entries..."
          className="pl-9"
          onChange={(event) => {
            setSearch(event.target.value)
            setLimit(FIRST_PAGE_SIZE)
          }}
        />
      </div>

      <p aria-live="polite" className="mt-4 text-sm text-muted-foreground">
        {matches.length === 0
          ? ''
          : searching
            ? `${formatCount(matches.length)} of ${formatCount(entries.length)} entries match`
            : `${formatCount(entries.length)} ${entries.length === 1 ? 'entry' : 'entries'}`}
      </p>

      {status !== 'ready' ? (
        <div
          role={status === 'error' ? 'alert' : 'status'}
          className="mt-4 flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center"
        >
          <BookOpen aria-hidden="true" className="size-10 text-muted-foreground" />
          {status === 'error' ? (
            <>
              <p className="mt-4 text-lg font-semibold">Your journal could not be loaded</p>
              <p className="mt-1 text-muted-foreground">{error}</p>
              <Button variant="outline" className="mt-4" onClick={onRetry}>
                Try again
              </Button>
            </>
          ) : (
            <p className="mt-4 text-muted-foreground">Loading your journal...</p>
          )}
        </div>
      ) : matches.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <BookOpen aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="mt-4 text-lg font-semibold">No journal entries found</p>
          <p className="mt-1 text-muted-foreground">
            {searching ? 'Try adjusting your search term' : 'Start writing your thoughts to see them here'}
          </p>
        </div>
      ) : (
        <>
          {/* The samples of a first visit are right on a stale prerendered page (their dates
              aside) while the guest's journal and its preferences are not saved (decision 0010). */}
          <ul
            aria-label="Journal entries"
            data-frame-unless-saved={JOURNAL_FRAME_STORES}
            className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          >
            {shown.map((entry) => (
              <EntryCard
                key={entry.id}
                entry={entry}
                textStyle={textStyle}
                onOpen={onOpen}
                onToggleFavorite={onToggleFavorite}
                onDelete={onDelete}
              />
            ))}
          </ul>
          {matches.length > shown.length ? (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
                Show more entries ({formatCount(matches.length - shown.length)} more)
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  )
})
