import { useEffect, useRef } from 'react'
import { cn } from '@/lib/utils'

/**
 * A remote participant's camera from their `stream` in an inline, autoplaying `<video>`
 * (muted: their sound plays in {@link RemoteAudio}). `hidden` keeps it out of sight (camera off).
 */
export function RemoteVideo({
  stream,
  userId,
  name,
  hidden,
}: {
  stream: MediaStream
  userId: string
  name: string
  hidden: boolean
}) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const video = ref.current
    if (!video) return
    video.srcObject = stream
    return () => {
      video.srcObject = null
    }
  }, [stream])
  return (
    <video
      ref={ref}
      autoPlay
      muted
      playsInline
      aria-label={`${name}'s camera`}
      data-testid="remote-video"
      data-user-id={userId}
      className={cn('absolute inset-0 size-full object-cover', hidden && 'hidden')}
    />
  )
}

/**
 * A remote participant's sound from their `stream` in an autoplaying `<audio>` element; `muted`
 * (the meeting says they are muted, by the host or themselves) silences it whatever arrives.
 * When the browser blocks playing without a click, `onBlocked` is called; a new `resume` value
 * (after that click) tries again.
 */
export function RemoteAudio({
  stream,
  userId,
  muted,
  resume = 0,
  onBlocked,
}: {
  stream: MediaStream
  userId: string
  muted: boolean
  resume?: number
  onBlocked?: () => void
}) {
  const ref = useRef<HTMLAudioElement>(null)
  const blocked = useRef(onBlocked)
  useEffect(() => {
    blocked.current = onBlocked
  })
  useEffect(() => {
    const audio = ref.current
    if (!audio) return
    audio.srcObject = stream
    return () => {
      audio.srcObject = null
    }
  }, [stream])
  useEffect(() => {
    const audio = ref.current
    if (!audio) return
    audio.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'NotAllowedError') blocked.current?.()
    })
  }, [stream, resume])
  useEffect(() => {
    if (ref.current) ref.current.muted = muted
  }, [muted])
  // A live call's sound: no caption track exists for it.
  // eslint-disable-next-line jsx-a11y/media-has-caption
  return <audio ref={ref} autoPlay muted={muted} data-testid="remote-audio" data-user-id={userId} data-muted={muted} />
}
