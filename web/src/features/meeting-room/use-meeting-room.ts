import { useEffect, useReducer, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { appendOwnMessage, type ChatMessage, sampleMessages } from './chat'
import { END_REDIRECT_MS, LEAVE_REDIRECT_MS, LONG_TOAST_MS, SHORT_TOAST_MS } from './meeting-constants'
import { HOST_ID, type Participant, participantsReducer, sampleParticipants } from './participants'
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

/** Everything the meeting room screen shows and does; see {@link useMeetingRoom}. */
export interface MeetingRoom {
  participants: Participant[]
  /** The current user (the host, host-1). */
  self: Participant
  isHost: boolean
  isMuted: boolean
  isVideoOn: boolean
  handRaised: boolean
  messages: ChatMessage[]
  /** Set once Leave or End Meeting was chosen; the move to /dashboard is pending. */
  leaving: 'left' | 'ended' | null
  media: LocalMedia
  /** Live microphone level 0–100 (0 while muted or without a microphone). */
  micLevel: number
  toggleMute: () => void
  toggleVideo: () => void
  toggleHand: () => void
  allowToSpeak: (participantId: string) => void
  muteParticipant: (participantId: string) => void
  /** Appends a chat message as 'You'; returns false (nothing sent) when it is blank after trimming. */
  sendMessage: (text: string) => boolean
  leave: () => void
  end: () => void
}

/**
 * State and actions of the meeting room. The current user is the host (host-1). Mute and
 * camera are local flags (applied to the local tracks, not to the participant list) with
 * 'Microphone Muted'/'Microphone Unmuted' and 'Camera Turned Off'/'Camera Turned On'
 * (2000 ms); the hand is raised or lowered on the user's own row ('Hand Raised' with 'The host
 * will see your request to speak', 'Hand Lowered'). The host allows a raised hand to speak
 * (unmute, lower the hand; 'Participant Unmuted' / 'They can now speak in the meeting') or
 * mutes someone ('Participant Muted'), 3000 ms. Leave shows 'Left Meeting' and goes to
 * /dashboard after 1500 ms; End Meeting shows 'Meeting Ended' and goes after 3000 ms; both stop
 * the camera and microphone at once. A media failure shows 'Media Access Error' and warns.
 */
export function useMeetingRoom(): MeetingRoom {
  const navigate = useNavigate()
  const [participants, dispatch] = useReducer(participantsReducer, sampleParticipants, (list) => [...list])
  const [isMuted, setMuted] = useState(false)
  const [isVideoOn, setVideoOn] = useState(true)
  const [messages, setMessages] = useState(() => sampleMessages(Date.now()))
  const [leaving, setLeaving] = useState<'left' | 'ended' | null>(null)
  const sent = useRef(0)

  const media = useLocalMedia({ videoEnabled: isVideoOn, audioEnabled: !isMuted, onError: reportMediaError })
  const micLevel = useAudioLevel(media.audioTrack)

  const self = participants.find((p) => p.id === HOST_ID) ?? participants[0]!
  const handRaised = self.handRaised

  useEffect(() => {
    if (!leaving) return
    const timer = setTimeout(() => navigate(paths.dashboard), leaving === 'left' ? LEAVE_REDIRECT_MS : END_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [leaving, navigate])

  const { stop } = media

  return {
    participants,
    self,
    isHost: self.isHost,
    isMuted,
    isVideoOn,
    handRaised,
    messages,
    leaving,
    media,
    micLevel,
    toggleMute: () => {
      setMuted(!isMuted)
      toast({ title: isMuted ? 'Microphone Unmuted' : 'Microphone Muted', duration: SHORT_TOAST_MS })
    },
    toggleVideo: () => {
      setVideoOn(!isVideoOn)
      toast({ title: isVideoOn ? 'Camera Turned Off' : 'Camera Turned On', duration: SHORT_TOAST_MS })
    },
    toggleHand: () => {
      dispatch({ type: handRaised ? 'lowerHand' : 'raiseHand', id: self.id })
      toast(
        handRaised
          ? { title: 'Hand Lowered', duration: SHORT_TOAST_MS }
          : { title: 'Hand Raised', description: 'The host will see your request to speak', duration: SHORT_TOAST_MS },
      )
    },
    allowToSpeak: (id) => {
      dispatch({ type: 'allowToSpeak', id })
      toast({ title: 'Participant Unmuted', description: 'They can now speak in the meeting', duration: LONG_TOAST_MS })
    },
    muteParticipant: (id) => {
      dispatch({ type: 'mute', id })
      toast({ title: 'Participant Muted', duration: LONG_TOAST_MS })
    },
    sendMessage: (text) => {
      const next = appendOwnMessage(messages, text, { id: `own-${++sent.current}`, userId: self.id, now: Date.now() })
      if (next === messages) return false
      setMessages(next)
      return true
    },
    leave: () => {
      if (leaving) return
      stop()
      setLeaving('left')
      toast({ title: 'Left Meeting', description: 'You have left the meeting room', duration: LONG_TOAST_MS })
    },
    end: () => {
      if (leaving) return
      stop()
      setLeaving('ended')
      toast({ title: 'Meeting Ended', description: 'Thank you for participating', duration: LONG_TOAST_MS })
    },
  }
}
