import { Hand, LogOut, Mic, MicOff, Video, VideoOff } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Props of {@link ControlsPanel}. */
export interface ControlsPanelProps {
  isMuted: boolean
  isVideoOn: boolean
  handRaised: boolean
  leaving: boolean
  onToggleMute: () => void
  onToggleVideo: () => void
  onToggleHand: () => void
  onLeave: () => void
}

/** The Controls tab: Mute/Unmute, Stop Video/Start Video, Raise Hand/Lower Hand and Leave. */
export function ControlsPanel({
  isMuted,
  isVideoOn,
  handRaised,
  leaving,
  onToggleMute,
  onToggleVideo,
  onToggleHand,
  onLeave,
}: ControlsPanelProps) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Button variant={isMuted ? 'default' : 'outline'} onClick={onToggleMute}>
        {isMuted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
        {isMuted ? 'Unmute' : 'Mute'}
      </Button>
      <Button variant={isVideoOn ? 'outline' : 'default'} onClick={onToggleVideo}>
        {isVideoOn ? <VideoOff aria-hidden="true" /> : <Video aria-hidden="true" />}
        {isVideoOn ? 'Stop Video' : 'Start Video'}
      </Button>
      <Button variant={handRaised ? 'default' : 'outline'} onClick={onToggleHand}>
        <Hand aria-hidden="true" />
        {handRaised ? 'Lower Hand' : 'Raise Hand'}
      </Button>
      <Button variant="destructive" onClick={onLeave} disabled={leaving}>
        <LogOut aria-hidden="true" />
        Leave
      </Button>
    </div>
  )
}
