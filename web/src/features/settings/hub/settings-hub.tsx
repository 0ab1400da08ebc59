import { ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { HUB_CARDS, type HubCard } from './hub-cards'

/**
 * /settings, the settings hub: the eight cards (Account, Profile, Privacy, Notifications,
 * Billing, Rooms and feed, Journals, Support), each a region titled by its h2 that links to its
 * sub-page, with its items as links to the sub-pages. The page's h1 'Settings' is for screen
 * readers; the shell shows the visible 'Settings' label.
 */
export function SettingsHub() {
  return (
    <section aria-labelledby="settings-hub-heading">
      <h1 id="settings-hub-heading" className="sr-only">
        Settings
      </h1>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {HUB_CARDS.map((card) => (
          <li key={card.title} className="flex">
            <HubCardView card={card} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function HubCardView({ card }: { card: HubCard }) {
  const headingId = useId()
  const Icon = card.icon
  return (
    <Card role="region" aria-labelledby={headingId} className="w-full gap-3!">
      <CardHeader>
        <div className="flex items-center gap-2">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary/15 text-primary">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <h2 id={headingId} className="text-lg leading-none font-semibold">
            <Link
              to={card.to}
              className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {card.title}
            </Link>
          </h2>
        </div>
        <CardDescription>{card.description}</CardDescription>
      </CardHeader>
      <CardContent className="px-3!">
        <ul>
          {card.items.map((item) => (
            <li key={item.label}>
              <Link
                to={item.to}
                className="flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {item.label}
                <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
