import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import useSWR, { useSWRConfig } from 'swr'
import { paths } from '@/config/paths'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { errorMessage } from '@/lib/error-message'
import { cn } from '@/lib/utils'
import { AppealsPanel } from './appeals-panel'
import { CaseView } from './case-view'
import type { ModerationSource } from './data/moderation-source'
import { LogPanel } from './log-panel'
import { moderationKeys } from './moderation-keys'
import { PrivateRoomsPanel } from './private-rooms-panel'
import { QueueList } from './queue-list'
import { RolesPanel } from './roles-panel'

/** The tabs of /moderation; the log, roles and private rooms are for administrators. */
export type ModerationTab = 'queue' | 'appeals' | 'log' | 'roles' | 'rooms'

/** Props of {@link ModerationScreen}. */
export interface ModerationScreenProps {
  source: ModerationSource
  /** Administrators also get the Log, Roles and Private rooms tabs and 'Reveal author'. */
  isAdmin: boolean
}

/**
 * /moderation for moderators and administrators: 'Moderation' with the tabs Queue (the open cases
 * in order, live, and the chosen case beside them, or alone on a small screen), Appeals and, for
 * administrators, Log, Roles and Private rooms. The tab and the open case are kept in the address (`?tab=`,
 * `?case=`), so Back and reloads keep them. Live: the private topic `moderation`; each
 * `case_changed` reads the queue and that case again, each (re)connection reads everything again.
 */
export function ModerationScreen({ source, isAdmin }: ModerationScreenProps) {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: ModerationTab =
    requested === 'appeals' || (isAdmin && (requested === 'log' || requested === 'roles' || requested === 'rooms'))
      ? requested
      : 'queue'
  const caseId = params.get('case')
  const { mutate } = useSWRConfig()

  useEffect(
    () =>
      source.subscribe({
        onCaseChanged: ({ id }) => {
          void mutate(moderationKeys.queue(source))
          void mutate(moderationKeys.case(source, id))
        },
        onConnected: () => {
          void mutate(moderationKeys.queue(source))
          void mutate((key) => Array.isArray(key) && key[0] === 'moderation-case' && key[1] === source.key)
          void mutate(moderationKeys.appeals(source))
        },
      }),
    [source, mutate],
  )

  const { data: queue, error: queueError } = useSWR(moderationKeys.queue(source), () => source.queue(), {
    revalidateOnFocus: true,
  })
  const hrefOf = (id: string) => `${paths.moderation}?case=${encodeURIComponent(id)}`

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Moderation</h1>
      <p className="mt-1 text-muted-foreground">Reports, care cases and messages to the moderators, live.</p>
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'queue' ? {} : { tab: value })}
        className="mt-6 gap-4!"
      >
        <TabsList aria-label="Moderation sections" className="h-auto! w-full! flex-wrap sm:w-fit!">
          <TabsTrigger value="queue">Queue{queue ? ` (${queue.length})` : ''}</TabsTrigger>
          <TabsTrigger value="appeals">Appeals</TabsTrigger>
          {isAdmin ? <TabsTrigger value="log">Log</TabsTrigger> : null}
          {isAdmin ? <TabsTrigger value="roles">Roles</TabsTrigger> : null}
          {isAdmin ? <TabsTrigger value="rooms">Private rooms</TabsTrigger> : null}
        </TabsList>

        <TabsContent value="queue">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
            <section aria-labelledby="queue-heading" className={cn(caseId ? 'hidden lg:block' : 'block')}>
              <h2 id="queue-heading" className="mb-3 text-lg font-semibold">
                Open cases
              </h2>
              {queueError ? (
                <p role="alert" className="text-destructive dark:text-red-300">
                  {errorMessage(queueError) || 'The queue could not be loaded.'}
                </p>
              ) : queue ? (
                <QueueList cases={queue} selectedId={caseId} hrefOf={hrefOf} />
              ) : (
                <Spinner label="Loading the queue..." />
              )}
            </section>
            {caseId ? (
              <CaseView key={caseId} caseId={caseId} source={source} isAdmin={isAdmin} backHref={paths.moderation} />
            ) : (
              <p className="hidden self-start rounded-lg border border-dashed p-6 text-center text-muted-foreground lg:block">
                Choose a case to see it here.
              </p>
            )}
          </div>
        </TabsContent>
        <TabsContent value="appeals">
          <AppealsPanel source={source} />
        </TabsContent>
        {isAdmin ? (
          <TabsContent value="log">
            <LogPanel source={source} />
          </TabsContent>
        ) : null}
        {isAdmin ? (
          <TabsContent value="roles">
            <RolesPanel source={source} />
          </TabsContent>
        ) : null}
        {isAdmin ? (
          <TabsContent value="rooms">
            <PrivateRoomsPanel source={source} />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  )
}
