import { cn } from '@/lib/utils'

const messages = [
  {
    author: 'Anonymous',
    initials: '?',
    text: 'Does anyone else feel like they are living on autopilot lately?',
    mine: false,
  },
  {
    author: 'River',
    initials: 'R',
    text: 'All the time. Writing down one thing I actually chose each day helped me notice the difference.',
    mine: false,
  },
  {
    author: 'You',
    initials: 'Y',
    text: 'I think I have been avoiding the question of what I actually want.',
    mine: true,
  },
  {
    author: 'Sage',
    initials: 'S',
    text: 'Noticing that is the first step. Want to bring it to the Life Purpose room tonight?',
    mine: false,
  },
] as const

/**
 * A mock conversation in The Void for the landing hero. Static markup only:
 * nothing loads late, so it cannot shift the layout.
 */
export function SampleConversation({ className }: { className?: string }) {
  return (
    <figure
      className={cn('rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-lg sm:p-6', className)}
    >
      <figcaption className="flex items-center justify-between border-b border-border pb-3 text-sm">
        <span className="font-semibold">The Void</span>
        <span className="text-muted-foreground">A sample conversation</span>
      </figcaption>
      <ol className="mt-4 space-y-4">
        {messages.map((m) => (
          <li key={m.author + m.text} className={cn('flex items-end gap-3', m.mine && 'flex-row-reverse')}>
            <span
              aria-hidden="true"
              className={cn(
                'grid size-8 shrink-0 place-items-center rounded-full text-xs font-semibold',
                m.mine ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
              )}
            >
              {m.initials}
            </span>
            <div
              className={cn(
                'max-w-[80%] rounded-2xl px-4 py-2 text-sm leading-relaxed',
                m.mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
              )}
            >
              <p className="text-xs font-semibold opacity-90">{m.author}</p>
              <p>{m.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </figure>
  )
}
