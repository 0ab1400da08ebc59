import { LogOut, PhoneOff } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { ChatPanel } from './chat-panel'
import { ControlsPanel } from './controls-panel'
import { DevicesPanel } from './devices-panel'
import { ParticipantsPanel } from './participants-panel'
import { useMeetingRoom } from './use-meeting-room'
import { VideoTiles } from './video-tiles'

/** The page when the meeting refused the current user: the meeting's reason and a way back. */
function RefusedView({ message }: { message: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="border-b border-border bg-card px-4 py-3 sm:px-6">
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">Community Meeting Room</h1>
      </header>
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-start gap-4 p-6">
        <p role="alert" className="rounded-xl border border-destructive/40 bg-card p-4 text-card-foreground">
          {message}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.dashboard}>Back to Dashboard</Link>
        </Button>
      </main>
    </div>
  )
}

/**
 * /meeting-room, full page without the sidebar: the header ('Community Meeting Room', 'Leave
 * Meeting', and 'End Meeting' for the host), the Participants panel, the video tiles with the
 * member's live camera and the others' video and sound, and the Chat, Controls and Devices
 * tabs. `?booking=<id>` opens that booked session's meeting instead of the community one; a
 * refusal (not theirs, not open yet, full…) shows the meeting's reason. Camera and microphone
 * are requested on load and released when the page is left.
 */
export function MeetingRoomScreen() {
  const [params] = useSearchParams()
  const room = useMeetingRoom(params.get('booking') || null)
  const { media } = room
  const leaving = room.leaving !== null
  if (room.phase === 'refused') return <RefusedView message={room.refusal ?? 'You could not join this meeting.'} />
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-card px-4 py-3 sm:px-6">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h1 className="text-xl font-bold tracking-tight sm:text-2xl">Community Meeting Room</h1>
          {room.phase === 'joining' ? (
            <p role="status" className="text-sm text-muted-foreground">
              Joining the meeting…
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={room.leave} disabled={leaving}>
            <LogOut aria-hidden="true" />
            Leave Meeting
          </Button>
          {room.isHost && room.phase === 'live' ? (
            <Button variant="destructive" onClick={room.end} disabled={leaving}>
              <PhoneOff aria-hidden="true" />
              End Meeting
            </Button>
          ) : null}
        </div>
      </header>
      <main className="mx-auto grid w-full max-w-7xl flex-1 content-start gap-4 p-4 sm:p-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <ParticipantsPanel
          participants={room.participants}
          selfId={room.self.id}
          isHost={room.isHost}
          onAllowToSpeak={room.allowToSpeak}
          onMute={room.muteParticipant}
          className="lg:self-start"
        />
        <div className="flex min-w-0 flex-col gap-4">
          <VideoTiles
            participants={room.participants}
            self={room.self}
            videoTrack={media.videoTrack}
            mediaStatus={media.status}
            isMuted={room.isMuted}
            isVideoOn={room.isVideoOn}
            micLevel={room.micLevel}
            peers={room.peers}
            onToggleVideo={room.toggleVideo}
            onToggleMute={room.toggleMute}
          />
          <Tabs defaultValue="chat" className="rounded-xl border border-border bg-card p-3 text-card-foreground sm:p-4">
            <TabsList className="w-full!">
              <TabsTrigger value="chat">Chat</TabsTrigger>
              <TabsTrigger value="controls">Controls</TabsTrigger>
              <TabsTrigger value="devices">Devices</TabsTrigger>
            </TabsList>
            <TabsContent value="chat" className="pt-2">
              <ChatPanel messages={room.messages} onSend={room.sendMessage} />
            </TabsContent>
            <TabsContent value="controls" className="pt-2">
              <ControlsPanel
                isMuted={room.isMuted}
                isVideoOn={room.isVideoOn}
                handRaised={room.handRaised}
                leaving={leaving}
                onToggleMute={room.toggleMute}
                onToggleVideo={room.toggleVideo}
                onToggleHand={room.toggleHand}
                onLeave={room.leave}
              />
            </TabsContent>
            <TabsContent value="devices" className="pt-2">
              <DevicesPanel
                webcams={media.webcams}
                microphones={media.microphones}
                webcamId={media.webcamId}
                microphoneId={media.microphoneId}
                isVideoOn={room.isVideoOn}
                isMuted={room.isMuted}
                micLevel={room.micLevel}
                onSelectWebcam={media.selectWebcam}
                onSelectMicrophone={media.selectMicrophone}
                onToggleVideo={room.toggleVideo}
                onToggleMute={room.toggleMute}
              />
            </TabsContent>
          </Tabs>
        </div>
      </main>
    </div>
  )
}
