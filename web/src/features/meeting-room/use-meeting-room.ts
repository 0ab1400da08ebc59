import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/error-message'
import type { ChatMessage } from './chat'
import type { MeetingAction, MeetingPhase, MeetingSession, MeetingSnapshot } from './data/meeting-source'
import { useMeetingSource } from './data/meeting-source-context'
import type { RemotePeer } from './media/meeting-transport'
import { END_REDIRECT_MS, LEAVE_REDIRECT_MS, LONG_TOAST_MS, SHORT_TOAST_MS } from './meeting-constants'
import type { Participant } from './participants'
import { useAudioLevel } from './use-audio-level'
import { type LocalMedia, useLocalMedia } from './use-local-media'

/** Shows the Media Access Error toast and logs the cause as a warning (the page carries on). */
function reportMediaError(error: unknown) {
  console.warn('Meeting room: camera or microphone unavailable', error)
  toast({
    title: 'Media Access Error',
    description: "Couldn't access your camera or microphone. Please check permissions.",
    variant: 'destructive',
    duration: LONG_TOAST_MS,
  })
}

/** Shows a refusal of the meeting (the database's message) as a toast. */
function reportRefusal(error: unknown) {
  toast({
    title: 'Error',
    description: errorMessage(error) || 'Please try again.',
    variant: 'destructive',
    duration: LONG_TOAST_MS,
  })
}

/** Runs `action`; `done` follows at once when it finished at once, else once it succeeded. A refusal shows its message. */
function run(action: MeetingAction, done: () => void) {
  if (action instanceof Promise) action.then(done, reportRefusal)
  else done()
}

const EMPTY: MeetingSnapshot = {
  phase: 'joining',
  refusal: null,
  meetingId: null,
  selfId: null,
  participants: [],
  messages: [],
}
const NO_PEERS: ReadonlyMap<string, RemotePeer> = new Map()
const noSubscribe = () => () => undefined
const emptySnapshot = () => EMPTY

/** Everything the meeting room screen shows and does; see {@link useMeetingRoom}. */
export interface MeetingRoom {
  /** Joining, in the meeting, ended, refused or left. */
  phase: MeetingPhase
  /** Why the meeting refused the current user (shown as is), else null. */
  refusal: string | null
  participants: Participant[]
  /** The current user. */
  self: Participant
  isHost: boolean
  /** The current user's microphone is off (by themselves or by the host). */
  isMuted: boolean
  isVideoOn: boolean
  handRaised: boolean
  messages: ChatMessage[]
  /** The other participants' media by user id (empty without a transport). */
  peers: ReadonlyMap<string, RemotePeer>
  /** Set once Leave or End Meeting was chosen, or the host ended it; the move to /dashboard is pending. */
  leaving: 'left' | 'ended' | null
  media: LocalMedia
  /** Live microphone level 0–100 (0 while muted or without a microphone). */
  micLevel: number
  toggleMute: () => void
  toggleVideo: () => void
  toggleHand: () => void
  allowToSpeak: (participantId: string) => void
  muteParticipant: (participantId: string) => void
  /** Sends a chat message as 'You'; returns false (nothing sent) when it is blank after trimming. */
  sendMessage: (text: string) => boolean
  leave: () => void
  end: () => void
}

/** Opens the meeting session of `bookingId` (null: the community room) for as long as the page shows it. */
function useMeetingSession(bookingId: string | null): [MeetingSession | null, MeetingSnapshot] {
  const source = useMeetingSource()
  const [session, setSession] = useState<MeetingSession | null>(null)
  // Before the first paint, so the guest's sample room shows at once.
  useLayoutEffect(() => {
    const opened = source.open({ bookingId })
    // The session is opened per mount (and closed on unmount, also under StrictMode's remount):
    // its handle must be state for the snapshot to be read from it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSession(opened)
    return () => opened.close()
  }, [source, bookingId])
  const snapshot = useSyncExternalStore(
    session?.subscribe ?? noSubscribe,
    session?.getSnapshot ?? emptySnapshot,
    emptySnapshot,
  )
  return [session, snapshot]
}

/**
 * State and actions of the meeting room, the same for the guest's sample room and a member's
 * real meeting (the source decides; who is host is what the meeting says). Mute and camera are
 * the current user's own flags, applied to the local tracks and told to the meeting
 * ('Microphone Muted'/'Microphone Unmuted', 'Camera Turned Off'/'Camera Turned On', 2000 ms);
 * the hand is raised or lowered ('Hand Raised' with 'The host will see your request to speak',
 * 'Hand Lowered'). The host allows a raised hand to speak ('Participant Unmuted' / 'They can now
 * speak in the meeting') or mutes someone ('Participant Muted'), 3000 ms. A member muted by the
 * host sends no sound (the outgoing audio track is replaced by none) until allowed to speak.
 * Leave shows 'Left Meeting' and goes to /dashboard after 1500 ms; End Meeting (or the host
 * ending it for everyone) shows 'Meeting Ended' and goes after 3000 ms; both stop the camera
 * and microphone at once. A refused action shows the meeting's message. With a transport, the
 * local tracks are sent to every present participant and switching a device replaces the
 * outgoing track without a new negotiation.
 */
export function useMeetingRoom(bookingId: string | null = null): MeetingRoom {
  const navigate = useNavigate()
  const [session, snapshot] = useMeetingSession(bookingId)
  const [ownMuted, setOwnMuted] = useState(false)
  const [isVideoOn, setVideoOn] = useState(true)
  const [leaving, setLeaving] = useState<'left' | 'ended' | null>(null)
  const [peers, setPeers] = useState<ReadonlyMap<string, RemotePeer>>(NO_PEERS)

  const { participants, selfId, phase } = snapshot
  // Not in the list (yet): a stand-in, never someone else (who may be the host).
  const self: Participant = participants.find((p) => p.id === selfId) ?? {
    id: selfId ?? 'self',
    name: 'You',
    isHost: false,
    isSpeaking: false,
    isMuted: ownMuted,
    isVideoOn,
    handRaised: false,
    avatarUrl: '',
  }
  const mutedByHost = self.mutedByHost === true
  const isMuted = ownMuted || mutedByHost
  const handRaised = self.handRaised

  const media = useLocalMedia({ videoEnabled: isVideoOn, audioEnabled: !isMuted, onError: reportMediaError })
  const micLevel = useAudioLevel(media.audioTrack)
  const { stop, videoTrack, audioTrack, status: mediaStatus } = media

  useEffect(() => {
    if (!leaving) return
    const timer = setTimeout(() => navigate(paths.dashboard), leaving === 'left' ? LEAVE_REDIRECT_MS : END_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [leaving, navigate])

  // Once only: the camera and microphone stop, the toast shows, the move to /dashboard is set.
  const finished = useRef(false)
  const finish = (kind: 'left' | 'ended') => {
    if (finished.current) return
    finished.current = true
    stop()
    setLeaving(kind)
    toast(
      kind === 'left'
        ? { title: 'Left Meeting', description: 'You have left the meeting room', duration: LONG_TOAST_MS }
        : { title: 'Meeting Ended', description: 'Thank you for participating', duration: LONG_TOAST_MS },
    )
  }
  const finishRef = useRef(finish)
  useEffect(() => {
    finishRef.current = finish
  })

  // The host ended the meeting for everyone.
  useEffect(() => {
    if (phase === 'ended') finishRef.current('ended')
  }, [phase])

  // Refused: nothing to show the camera to.
  useEffect(() => {
    if (phase === 'refused') stop()
  }, [phase, stop])

  // Muted by the host, or allowed to speak again: the member is told.
  const wasMutedByHost = useRef(mutedByHost)
  useEffect(() => {
    if (wasMutedByHost.current === mutedByHost) return
    wasMutedByHost.current = mutedByHost
    toast({ title: mutedByHost ? 'Microphone Muted' : 'Microphone Unmuted', duration: SHORT_TOAST_MS })
  }, [mutedByHost])

  // The media: sends the local tracks to every present participant.
  const transport = session?.transport ?? null
  const [started, setStarted] = useState(false)
  const startAsked = useRef(false)
  const { meetingId } = snapshot
  useEffect(() => {
    if (!transport || phase !== 'live' || !meetingId || !selfId || mediaStatus === 'requesting') return
    if (startAsked.current) return
    startAsked.current = true
    const tracks = [videoTrack, audioTrack].filter((t): t is MediaStreamTrack => t !== null)
    const unsubscribe = transport.subscribe((next) => setPeers(new Map(next)))
    transport.start({ meetingId, selfId, localStream: tracks.length ? new MediaStream(tracks) : null }).then(
      () => setStarted(true),
      (error: unknown) => console.warn('Meeting media could not start:', error),
    )
    return () => {
      unsubscribe()
    }
    // Started once per session; later track changes go through replaceTrack below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [transport, phase, meetingId, selfId, mediaStatus])

  const presentIds = participants.map((p) => p.id).join(',')
  useEffect(() => {
    if (started && transport) transport.setParticipants(presentIds ? presentIds.split(',') : [])
  }, [started, transport, presentIds])
  useEffect(() => {
    if (started && transport) void transport.replaceTrack('video', videoTrack).catch(console.warn)
  }, [started, transport, videoTrack])
  useEffect(() => {
    if (started && transport) void transport.replaceTrack('audio', mutedByHost ? null : audioTrack).catch(console.warn)
  }, [started, transport, audioTrack, mutedByHost])

  const tellMedia = (selfMuted: boolean, cameraOff: boolean) => {
    const told = session?.setMyMedia({ selfMuted, cameraOff })
    if (told instanceof Promise) told.catch(reportRefusal)
  }

  return {
    phase,
    refusal: snapshot.refusal,
    participants,
    self,
    isHost: self.isHost,
    isMuted,
    isVideoOn,
    handRaised,
    messages: snapshot.messages,
    peers,
    leaving,
    media,
    micLevel,
    toggleMute: () => {
      const next = !isMuted
      setOwnMuted(next)
      tellMedia(next, !isVideoOn)
      toast({ title: isMuted ? 'Microphone Unmuted' : 'Microphone Muted', duration: SHORT_TOAST_MS })
    },
    toggleVideo: () => {
      setVideoOn(!isVideoOn)
      tellMedia(isMuted, isVideoOn)
      toast({ title: isVideoOn ? 'Camera Turned Off' : 'Camera Turned On', duration: SHORT_TOAST_MS })
    },
    toggleHand: () => {
      if (!session) return
      run(handRaised ? session.lowerHand() : session.raiseHand(), () =>
        toast(
          handRaised
            ? { title: 'Hand Lowered', duration: SHORT_TOAST_MS }
            : {
                title: 'Hand Raised',
                description: 'The host will see your request to speak',
                duration: SHORT_TOAST_MS,
              },
        ),
      )
    },
    allowToSpeak: (id) => {
      if (!session) return
      run(session.allowToSpeak(id), () =>
        toast({
          title: 'Participant Unmuted',
          description: 'They can now speak in the meeting',
          duration: LONG_TOAST_MS,
        }),
      )
    },
    muteParticipant: (id) => {
      if (!session) return
      run(session.muteParticipant(id), () => toast({ title: 'Participant Muted', duration: LONG_TOAST_MS }))
    },
    sendMessage: (text) => {
      if (!session) return false
      const sent = session.sendMessage(text)
      if (sent === false) return false
      if (sent instanceof Promise) sent.catch(reportRefusal)
      return true
    },
    leave: () => {
      if (finished.current) return
      const left = session?.leave()
      if (left instanceof Promise) left.catch((error: unknown) => console.warn('Leaving the meeting:', error))
      finish('left')
    },
    end: () => {
      if (finished.current || !session) return
      run(session.end(), () => finish('ended'))
    },
  }
}
