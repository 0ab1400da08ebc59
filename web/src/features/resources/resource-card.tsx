import type { MouseEvent } from 'react'
import { format, parseISO } from 'date-fns'
import { ExternalLink, FileText, Link2, Trash2 } from 'lucide-react'
import { Button, buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { parseHttpUrl } from './link-url'
import type { Resource } from './resource-model'

/** The DOM id of a resource's card, the target of `/resources?item={id}`. */
export function resourceElementId(id: string): string {
  return `resource-${id}`
}

/** 'Added: {date}' as shown on a card, e.g. 'Added: Mar 4, 2025', from a 'yyyy-MM-dd' date. */
export function addedLabel(dateAdded: string): string {
  const date = parseISO(dateAdded)
  return `Added: ${Number.isNaN(date.getTime()) ? dateAdded : format(date, 'MMM d, yyyy')}`
}

/** Props of {@link ResourceCard}. */
export interface ResourceCardProps {
  resource: Resource
  /** True when the card is the one named by `?item=`: it gets a visible ring. */
  highlighted: boolean
  /** 'Open PDF' was pressed (PDF cards only). */
  onOpenPdf: () => void
  /** The delete icon was pressed; receives the click so the caller can return focus to it. */
  onDelete: (event: MouseEvent<HTMLButtonElement>) => void
}

/**
 * One resource as a grid card (`<li>`): icon, title, file name or URL, description,
 * 'Added: {date}', a delete icon named 'Delete {title}', and 'Open PDF' (a button) or
 * 'Visit Link' (a link opening the http(s) URL in a new tab without opener or referrer;
 * any other URL is shown as text and not made clickable). Text renders as text only.
 */
export function ResourceCard({ resource, highlighted, onOpenPdf, onDelete }: ResourceCardProps) {
  const isPdf = resource.kind === 'pdf'
  const Icon = isPdf ? FileText : Link2
  const link = isPdf ? null : parseHttpUrl(resource.url)
  return (
    <li
      id={resourceElementId(resource.id)}
      tabIndex={-1}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex scroll-m-24 flex-col rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm outline-none transition-shadow focus-visible:ring-[3px]',
        highlighted ? 'ring-[3px] ring-primary ring-offset-2 ring-offset-background' : 'focus-visible:ring-ring/50',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/15 text-primary"
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold wrap-anywhere">{resource.title}</h3>
          <p className="mt-1 text-sm text-muted-foreground wrap-anywhere">{isPdf ? resource.fileName : resource.url}</p>
        </div>
        <Button
          variant="ghost-destructive"
          size="icon"
          className="-mt-1 -mr-2"
          aria-label={`Delete ${resource.title}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {resource.description ? (
        <p className="mt-3 text-sm whitespace-pre-wrap wrap-anywhere">{resource.description}</p>
      ) : null}
      <p className="mt-3 flex-1 text-xs text-muted-foreground">{addedLabel(resource.dateAdded)}</p>
      {isPdf ? (
        <Button variant="secondary" className="mt-4 w-full" onClick={onOpenPdf}>
          <FileText aria-hidden="true" />
          Open PDF<span className="sr-only">: {resource.title} (opens in a new tab)</span>
        </Button>
      ) : link ? (
        <a
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonVariants({ variant: 'secondary' }), 'mt-4 w-full')}
        >
          <ExternalLink aria-hidden="true" />
          Visit Link<span className="sr-only">: {resource.title} (opens in a new tab)</span>
        </a>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">This link cannot be opened: it is not a web address.</p>
      )}
    </li>
  )
}
