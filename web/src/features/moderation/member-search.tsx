import { Search } from 'lucide-react'
import { useDeferredValue, useEffect, useId, useState, type ReactNode } from 'react'
import useSWR from 'swr'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { errorMessage } from '@/lib/error-message'
import type { ModerationSource } from './data/moderation-source'
import type { FoundMember } from './data/moderation-types'

/** How long typing rests before a name search is sent, in ms. */
export const SEARCH_DELAY_MS = 300

/** Props of {@link MemberSearch}. */
export interface MemberSearchProps {
  source: ModerationSource
  /** The search field's label. */
  label?: string
  /**
   * What each found member gets beside their name (a button, or a note such as 'Has a role');
   * `nameId` is the id of the element holding the name, for `aria-describedby`.
   */
  actionFor: (member: FoundMember, nameId: string) => ReactNode
}

/**
 * Finds members by name for the administrators' panels: a search field that asks
 * `find_members()` once typing rests for {@link SEARCH_DELAY_MS} with 2+ characters, a status
 * line read out as it changes ('Type at least 2 characters.', 'Searching...', 'No member found.'
 * or the error) and the members found, each with `actionFor(member)`.
 */
export function MemberSearch({ source, label = 'Find a member by name', actionFor }: MemberSearchProps) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [settled, setSettled] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [query])
  const wanted = useDeferredValue(settled)
  const { data, error, isLoading } = useSWR(
    wanted.length >= 2 ? ['moderation-find-members', source.key, wanted] : null,
    () => source.findMembers(wanted),
  )
  return (
    <div className="min-w-0 space-y-2">
      <Label htmlFor={`${id}-query`}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground"
        />
        <Input
          id={`${id}-query`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="pl-8!"
          aria-describedby={`${id}-status`}
        />
      </div>
      <p id={`${id}-status`} role="status" className="text-sm text-muted-foreground">
        {wanted.length < 2
          ? 'Type at least 2 characters.'
          : isLoading
            ? 'Searching...'
            : error
              ? errorMessage(error) || 'The search failed.'
              : data && data.length === 0
                ? 'No member found.'
                : ''}
      </p>
      {data && data.length > 0 && wanted.length >= 2 ? (
        <ul aria-label="Members found" className="divide-y rounded-lg border">
          {data.map((member) => (
            <li key={member.id} className="flex items-center gap-3 p-2">
              <span id={`${id}-found-${member.id}`} className="min-w-0 flex-1 truncate">
                {member.name}
              </span>
              {actionFor(member, `${id}-found-${member.id}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
