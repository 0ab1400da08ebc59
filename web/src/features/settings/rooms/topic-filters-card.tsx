import { Search, Tags } from 'lucide-react'
import { useId, useState } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { searchTopics, TOPICS, type Topic } from './room-catalog'
import { SettingsCard } from '../shared/settings-card'

/**
 * 'Topic Filters': the 17 topics as checkboxes, filtered by a search box (case-insensitive,
 * part of the name); `selected` are the topics ticked, and `onSelect` is called with a topic
 * ticked (true) or unticked (false), for the page to save.
 */
export function TopicFiltersCard({
  selected,
  onSelect,
}: {
  selected: readonly Topic[]
  onSelect: (topic: Topic, selected: boolean) => void
}) {
  const [query, setQuery] = useState('')
  const id = useId()
  const shown = searchTopics(query)

  return (
    <SettingsCard
      id="topic-filters"
      title="Topic Filters"
      icon={<Tags aria-hidden="true" className="size-5 text-primary" />}
      description="Pick the topics you want to see more of."
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-search`}>Search topics</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-search`}
            type="search"
            className="pl-9"
            placeholder="Search topics..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {selected.length} of {TOPICS.length} topics selected
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No topics match "{query.trim()}".</p>
      ) : (
        <ul aria-label="Topics" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {shown.map((topic) => {
            const checked = selected.includes(topic)
            const boxId = `${id}-${topic}`
            return (
              <li
                key={topic}
                className="flex items-center gap-2 rounded-lg border border-border px-3 py-2 has-checked:border-primary has-checked:bg-primary/10"
              >
                <Checkbox id={boxId} checked={checked} onCheckedChange={(value) => onSelect(topic, value === true)} />
                <Label htmlFor={boxId} className="flex-1 font-normal!">
                  {topic}
                </Label>
              </li>
            )
          })}
        </ul>
      )}
    </SettingsCard>
  )
}
