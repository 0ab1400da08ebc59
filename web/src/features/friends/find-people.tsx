import { useId, useState } from 'react'
import { Search } from 'lucide-react'
import useSWR from 'swr'
import { MemberAvatar } from '@/components/member-card/member-avatar'
import { MemberCardTrigger } from '@/components/member-card/member-card-trigger'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { errorMessage } from '@/lib/error-message'
import type { MemberPrivacySource } from '@/lib/member/member-privacy-source'

/** The fewest characters a search for members takes. */
export const FIND_MIN_LENGTH = 2

/**
 * 'Find People' (a signed-in member's Friends page): a search of members by name, so a member
 * can befriend someone who shares no room with them. The name (2 characters at least, else
 * 'Type at least 2 characters.') is searched on 'Search' or Enter; up to 8 members whose
 * profile is visible to members are listed with their avatar, each name opening their member
 * card (Add Friend, Message, Mute, Block); 'No members found.' when none. The server never lists
 * the member themself, a private profile, or someone who blocked them.
 */
export function FindPeople({ source }: { source: MemberPrivacySource }) {
  const inputId = useId()
  const [text, setText] = useState('')
  const [query, setQuery] = useState<string | null>(null)
  const [tooShort, setTooShort] = useState(false)
  const { data, error, isLoading } = useSWR(query === null ? null : ['find-members', source.key, query], () =>
    source.find(query ?? ''),
  )

  return (
    <section aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="text-2xl font-bold tracking-tight">
        Find People
      </h2>
      <form
        role="search"
        noValidate
        className="mt-4 grid max-w-xl gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          const wanted = text.trim()
          setTooShort(wanted.length < FIND_MIN_LENGTH)
          if (wanted.length >= FIND_MIN_LENGTH) setQuery(wanted)
        }}
      >
        <Label htmlFor={inputId}>Search members by name</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            type="search"
            autoComplete="off"
            placeholder="Name"
            value={text}
            aria-invalid={tooShort ? true : undefined}
            aria-describedby={tooShort ? `${inputId}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
        {tooShort ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
            Type at least 2 characters.
          </p>
        ) : null}
      </form>
      {query === null || tooShort ? null : error ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          {errorMessage(error) || 'Members could not be searched.'}
        </p>
      ) : isLoading || !data ? (
        <p role="status" className="mt-4 text-sm text-muted-foreground">
          Searching...
        </p>
      ) : data.length === 0 ? (
        <p role="status" className="mt-4 text-sm text-muted-foreground">
          No members found.
        </p>
      ) : (
        <ul aria-label="Members found" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {data.map((member) => (
            <li
              key={member.id}
              className="flex items-center gap-3 rounded-xl border border-border bg-card p-3 text-card-foreground shadow-sm"
            >
              <MemberAvatar name={member.name} avatarUrl={member.avatarUrl} className="size-10! text-sm" />
              <MemberCardTrigger
                memberId={member.id}
                name={member.name}
                className="min-w-0 font-semibold wrap-anywhere"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
