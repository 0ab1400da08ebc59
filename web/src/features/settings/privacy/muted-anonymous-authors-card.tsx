import { format } from 'date-fns'
import { VolumeX } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { useMemberPrivacySource } from '@/lib/member/member-privacy-context'
import { SettingsCard } from '../shared/settings-card'
import { supabaseAnonymousMutes, type AnonymousMute, type AnonymousMutesSource } from './anonymous-mutes-source'

/** Props of {@link MutedAnonymousAuthorsCard}; `source` is for tests (default: the server's). */
export interface MutedAnonymousAuthorsCardProps {
  source?: AnonymousMutesSource
}

const serverMutes = supabaseAnonymousMutes()

/**
 * 'Muted anonymous authors' (Settings → Privacy, signed-in members only; nothing for the guest):
 * the authors the member muted with 'Mute this author' in the anonymous room, newest first, each
 * shown only by when it was muted (the member never learns who it is), with 'Unmute' ('Author
 * unmuted'; a failure says why and keeps the row). 'Loading...' while the list is read; a failed
 * read says so.
 */
export function MutedAnonymousAuthorsCard({ source }: MutedAnonymousAuthorsCardProps) {
  const member = useMemberPrivacySource()
  if (!source && !member) return null
  return <MutedAnonymousAuthors source={source ?? serverMutes} />
}

function MutedAnonymousAuthors({ source }: { source: AnonymousMutesSource }) {
  const [mutes, setMutes] = useState<AnonymousMute[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    source.list().then(
      (list) => {
        if (live) setMutes(list)
      },
      (error: unknown) => {
        console.warn('Could not read the muted anonymous authors:', error)
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [source])

  const unmute = useCallback(
    (mute: AnonymousMute) => {
      source.unmute(mute.id).then(
        () => {
          setMutes((list) => list?.filter((m) => m.id !== mute.id) ?? null)
          toast({ title: 'Author unmuted', description: "You'll see this author's anonymous posts again." })
        },
        (error: unknown) =>
          toast({
            title: 'Author not unmuted',
            description: errorMessage(error) || 'Something went wrong. Please try again.',
            variant: 'destructive',
          }),
      )
    },
    [source],
  )

  return (
    <SettingsCard
      title="Muted anonymous authors"
      icon={<VolumeX aria-hidden="true" className="size-5 text-primary" />}
      description="Authors you muted in the anonymous room. Nobody, you included, learns who they are."
    >
      {mutes === null ? (
        <p className="text-sm text-muted-foreground">{failed ? 'Muted authors could not be loaded.' : 'Loading...'}</p>
      ) : mutes.length === 0 ? (
        <p className="text-sm text-muted-foreground">You haven&apos;t muted any anonymous authors.</p>
      ) : (
        <ul aria-label="Muted anonymous authors" className="divide-y divide-border">
          {mutes.map((mute) => {
            const when = format(new Date(mute.mutedAt), 'PPp')
            return (
              <li key={mute.id} className="flex items-center justify-between gap-3 py-2">
                <span className="text-sm">
                  Anonymous author, muted <time dateTime={mute.mutedAt}>{when}</time>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Unmute author muted ${when}`}
                  onClick={() => unmute(mute)}
                >
                  Unmute
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </SettingsCard>
  )
}
