import { Hand, Mic, MicOff, Video, VideoOff } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { ParticipantAvatar } from './participant-avatar'
import type { Participant } from './participants'
import { StatusIcon } from './status-icon'

/** Props of {@link ParticipantsPanel}. */
export interface ParticipantsPanelProps {
  participants: Participant[]
  selfId: string
  /** True when the current user hosts: then each other participant gets the host controls. */
  isHost: boolean
  onAllowToSpeak: (participantId: string) => void
  onMute: (participantId: string) => void
  className?: string
}

/**
 * The Participants panel: the count badge, then each person's initials, name ('(You)' for the
 * current user), Host badge, raised hand, microphone and camera state (icons with text
 * alternatives). The host sees 'Allow to speak' for a raised hand and 'Mute' for anyone not
 * muted; ordinary participants see no controls.
 */
export function ParticipantsPanel({
  participants,
  selfId,
  isHost,
  onAllowToSpeak,
  onMute,
  className,
}: ParticipantsPanelProps) {
  return (
    <aside
      aria-labelledby="meeting-participants-title"
      className={cn('rounded-xl border border-border bg-card text-card-foreground', className)}
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id="meeting-participants-title" className="font-semibold">
          Participants
        </h2>
        <Badge variant="secondary" data-testid="participant-count">
          {participants.length}
          <span className="sr-only"> participants</span>
        </Badge>
      </div>
      <ul className="divide-y divide-border">
        {participants.map((p) => {
          const controls = isHost && p.id !== selfId && (p.handRaised || !p.isMuted)
          return (
            <li key={p.id} aria-label={p.name} className="flex items-start gap-3 px-4 py-3">
              <ParticipantAvatar name={p.name} speaking={p.isSpeaking} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-1.5">
                  <span className="truncate text-sm font-medium">
                    {p.name}
                    {p.id === selfId ? ' (You)' : ''}
                  </span>
                  {p.isHost ? <Badge>Host</Badge> : null}
                </div>
                <div className="mt-1 flex items-center gap-2 text-muted-foreground">
                  {p.handRaised ? <StatusIcon icon={Hand} label="Hand raised" className="text-primary" /> : null}
                  {p.isMuted ? (
                    <StatusIcon icon={MicOff} label="Muted" className="text-destructive" />
                  ) : (
                    <StatusIcon icon={Mic} label="Microphone on" />
                  )}
                  {p.isVideoOn ? (
                    <StatusIcon icon={Video} label="Camera on" />
                  ) : (
                    <StatusIcon icon={VideoOff} label="Camera off" />
                  )}
                </div>
                {controls ? (
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    {p.handRaised ? (
                      <Button size="sm" aria-label={`Allow to speak: ${p.name}`} onClick={() => onAllowToSpeak(p.id)}>
                        <Mic aria-hidden="true" />
                        Allow to speak
                      </Button>
                    ) : null}
                    {!p.isMuted ? (
                      <Button size="sm" variant="outline" aria-label={`Mute: ${p.name}`} onClick={() => onMute(p.id)}>
                        <MicOff aria-hidden="true" />
                        Mute
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </aside>
  )
}
