import { useEffect, useRef } from 'react'
import { cn } from '@/lib/utils'

/**
 * The member's own camera as a muted, inline, autoplaying `<video>` (mirrored, as a self-view
 * is). `track` null empties it; a new track replaces the picture.
 */
export function LocalVideo({
  track,
  hidden,
  className,
}: {
  track: MediaStreamTrack | null
  hidden: boolean
  className?: string
}) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const video = ref.current
    if (!video) return
    video.srcObject = track ? new MediaStream([track]) : null
    return () => {
      video.srcObject = null
    }
  }, [track])
  return (
    <video
      ref={ref}
      autoPlay
      muted
      playsInline
      aria-label="Your camera"
      data-testid="local-video"
      className={cn('size-full -scale-x-100 object-cover', hidden && 'hidden', className)}
    />
  )
}
