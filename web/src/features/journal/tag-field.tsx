import { useState, type KeyboardEvent } from 'react'
import { Plus, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { TAG_MAX, TAGS_MAX, addTag } from './journal-model'

/** Props of {@link TagField}. */
export interface TagFieldProps {
  /** Id of the text input (the 'Tags' label points at it). */
  id: string
  tags: readonly string[]
  onChange: (tags: string[]) => void
}

/**
 * 'Tags': a text input whose tag is added by the 'Add tag' button or the Enter key (Enter never
 * submits the form), by the tag rule (trimmed; an empty, duplicate, too long or one-too-many tag
 * is not added, and a short note says why). Each tag shows as '#tag' with a 'Remove tag {tag}'
 * button.
 */
export function TagField({ id, tags, onChange }: TagFieldProps) {
  const [text, setText] = useState('')
  const [note, setNote] = useState('')

  const add = () => {
    const tag = text.trim()
    if (tag === '') return
    const next = addTag(tags, tag)
    if (next === tags) {
      setNote(
        tag.length > TAG_MAX
          ? `A tag can have at most ${TAG_MAX} characters.`
          : tags.length >= TAGS_MAX
            ? `An entry can have at most ${TAGS_MAX} tags.`
            : `"${tag}" is already added.`,
      )
      return
    }
    onChange([...next])
    setText('')
    setNote('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Tags</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          autoComplete="off"
          placeholder="Add a tag and press Enter"
          aria-describedby={`${id}-note`}
          onChange={(event) => {
            setText(event.target.value)
            setNote('')
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={add} aria-label="Add tag">
          <Plus aria-hidden="true" />
          <span className="hidden sm:inline">Add</span>
        </Button>
      </div>
      <p id={`${id}-note`} aria-live="polite" className="text-xs text-muted-foreground empty:hidden">
        {note}
      </p>
      {tags.length > 0 ? (
        <ul aria-label="Tags added" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              <span className="wrap-anywhere">#{tag}</span>
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                className="grid size-6 shrink-0 place-items-center rounded-full outline-none hover:bg-background/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
