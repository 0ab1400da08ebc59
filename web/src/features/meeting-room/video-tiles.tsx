import { type ReactNode, useState } from 'react'
import { Hand, Mic, MicOff, Video, VideoOff, Volume2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { LocalVideo } from './local-video'
import type { RemotePeer } from './media/meeting-transport'
import { ParticipantAvatar } from './participant-avatar'
import type { Participant } from './participants'
import { RemoteAudio, RemoteVideo } from './remote-media'
import { StatusIcon } from './status-icon'
import type { LocalMediaStatus } from './use-local-media'

/** Props of {@link VideoTiles}. */
export interface VideoTilesProps {
  participants: Participant[]
  self: Participant
  videoTrack: MediaStreamTrack | null
  mediaStatus: LocalMediaStatus
  isMuted: boolean
  isVideoOn: boolean
  /** Live microphone level 0–100, drawn as a bar on the own tile. */
  micLevel: number
  /** The other participants' media by user id (none in the sample room). */
  peers?: ReadonlyMap<string, RemotePeer>
  onToggleVideo: () => void
  onToggleMute: () => void
}

function cameraNote(status: LocalMediaStatus, isVideoOn: boolean, hasTrack: boolean) {
  if (status === 'requesting') return 'Connecting to your camera...'
  if (status === 'stopped') return 'You have left the meeting room'
  if (!isVideoOn) return 'Camera off'
  if (!hasTrack) return 'Camera unavailable'
  return null
}

function NameTag({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-1.5 rounded-md bg-black/70 px-2 py-1 text-xs font-medium text-white">
      {children}
    </div>
  )
}

/**
 * The video area: the current user's tile, larger, with the live camera (or a note when it is
 * off, unavailable or still connecting), a microphone level bar and the webcam and microphone
 * toggles; then a tile for each other participant whose camera is on or whose media is
 * connected, with their video (or their initials when their camera is off or nothing arrives),
 * name, mute state and raised hand. Each connected participant's sound plays in an `<audio>`
 * element, muted whenever the meeting says they are muted.
 */
export function VideoTiles({
  participants,
  self,
  videoTrack,
  mediaStatus,
  isMuted,
  isVideoOn,
  micLevel,
  peers,
  onToggleVideo,
  onToggleMute,
}: VideoTilesProps) {
  const others = participants.filter((p) => p.id !== self.id && (p.isVideoOn || peers?.has(p.id)))
  const note = cameraNote(mediaStatus, isVideoOn, videoTrack !== null)
  // The browser would not play the others' sound before a click on the page.
  const [soundBlocked, setSoundBlocked] = useState(false)
  const [resume, setResume] = useState(0)
  return (
    <section aria-label="Video" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {soundBlocked ? (
        <div className="col-span-2 flex items-center justify-between gap-3 rounded-xl border border-border bg-card p-3 text-sm text-card-foreground lg:col-span-3">
          <p>Your browser is holding back the others&apos; sound.</p>
          <Button
            size="sm"
            onClick={() => {
              setSoundBlocked(false)
              setResume((n) => n + 1)
            }}
          >
            <Volume2 aria-hidden="true" />
            Turn on sound
          </Button>
        </div>
      ) : null}
      <figure
        aria-label={`${self.name} (You)`}
        className="relative col-span-2 aspect-video overflow-hidden rounded-xl border border-border bg-muted lg:row-span-2"
      >
        <LocalVideo track={videoTrack} hidden={note !== null} />
        {note ? (
          <div className="absolute inset-0 grid place-items-center">
            <div className="flex flex-col items-center gap-2">
              <ParticipantAvatar name={self.name} size="lg" />
              <p className="text-sm text-muted-foreground">{note}</p>
            </div>
          </div>
        ) : null}
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-1 origin-left bg-success transition-transform duration-100"
          style={{ transform: `scaleX(${isMuted ? 0 : micLevel / 100})` }}
        />
        <figcaption className="absolute inset-x-2 bottom-2 flex items-end justify-between gap-2">
          <NameTag>
            {self.handRaised ? <StatusIcon icon={Hand} label="Hand raised" /> : null}
            <span className="truncate">{self.name} (You)</span>
            {self.isHost ? (
              <Badge variant="outline" className="border-white/40 text-white!">
                Host
              </Badge>
            ) : null}
          </NameTag>
          <div className="flex gap-1.5">
            <Button
              size="icon"
              variant={isVideoOn ? 'secondary' : 'destructive'}
              aria-label={isVideoOn ? 'Turn off webcam' : 'Turn on webcam'}
              onClick={onToggleVideo}
            >
              {isVideoOn ? <Video aria-hidden="true" /> : <VideoOff aria-hidden="true" />}
            </Button>
            <Button
              size="icon"
              variant={isMuted ? 'destructive' : 'secondary'}
              aria-label={isMuted ? 'Turn on microphone' : 'Turn off microphone'}
              onClick={onToggleMute}
            >
              {isMuted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
            </Button>
          </div>
        </figcaption>
      </figure>
      {others.map((p) => {
        const stream = peers?.get(p.id)?.stream ?? null
        const showVideo = stream !== null && p.isVideoOn && stream.getVideoTracks().length > 0
        return (
          <figure
            key={p.id}
            aria-label={p.name}
            data-testid="remote-tile"
            data-user-id={p.id}
            className={cn(
              'relative aspect-video overflow-hidden rounded-xl border border-border bg-linear-to-br from-primary/25 via-muted to-muted',
              p.isSpeaking && 'ring-2 ring-success',
            )}
          >
            {stream ? <RemoteVideo stream={stream} userId={p.id} name={p.name} hidden={!showVideo} /> : null}
            {stream ? (
              <RemoteAudio
                stream={stream}
                userId={p.id}
                muted={p.isMuted}
                resume={resume}
                onBlocked={() => setSoundBlocked(true)}
              />
            ) : null}
            {showVideo ? null : (
              <div className="absolute inset-0 grid place-items-center">
                <ParticipantAvatar name={p.name} size="md" />
              </div>
            )}
            <figcaption className="absolute inset-x-2 bottom-2 flex">
              <NameTag>
                {p.handRaised ? <StatusIcon icon={Hand} label="Hand raised" /> : null}
                {p.isMuted ? <StatusIcon icon={MicOff} label="Muted" /> : null}
                <span className="truncate">{p.name}</span>
              </NameTag>
            </figcaption>
          </figure>
        )
      })}
    </section>
  )
}
