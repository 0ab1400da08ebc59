import { Mic, MicOff, Video, VideoOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { DeviceOption } from './device-labels'
import { LevelMeter } from './level-meter'

/** Props of {@link DevicesPanel}. */
export interface DevicesPanelProps {
  webcams: DeviceOption[]
  microphones: DeviceOption[]
  webcamId: string | null
  microphoneId: string | null
  isVideoOn: boolean
  isMuted: boolean
  micLevel: number
  onSelectWebcam: (deviceId: string) => void
  onSelectMicrophone: (deviceId: string) => void
  onToggleVideo: () => void
  onToggleMute: () => void
}

function DevicePicker({
  id,
  label,
  devices,
  value,
  empty,
  onChange,
  toggle,
  children,
}: {
  id: string
  label: string
  devices: DeviceOption[]
  value: string | null
  empty: string
  onChange: (deviceId: string) => void
  toggle: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {devices.length > 0 ? (
        <Label htmlFor={id}>{label}</Label>
      ) : (
        <p className="text-sm leading-none font-medium">{label}</p>
      )}
      <div className="flex min-w-0 gap-2">
        {devices.length > 0 ? (
          <Select value={value ?? ''} onValueChange={onChange}>
            <SelectTrigger id={id} className="w-full! min-w-0 flex-1">
              <SelectValue placeholder={`Choose a ${label.toLowerCase()}`} />
            </SelectTrigger>
            <SelectContent>
              {devices.map((d) => (
                <SelectItem key={d.deviceId} value={d.deviceId}>
                  {d.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : (
          <p className="flex h-9 flex-1 items-center rounded-md border border-dashed border-border px-3 text-sm text-muted-foreground">
            {empty}
          </p>
        )}
        {toggle}
      </div>
      {children}
    </div>
  )
}

/**
 * The Devices tab: a Webcam and a Microphone selector listing the browser's devices (or 'No
 * webcams detected' / 'No microphones detected'), each with an on/off button, and the live
 * microphone level meter.
 */
export function DevicesPanel({
  webcams,
  microphones,
  webcamId,
  microphoneId,
  isVideoOn,
  isMuted,
  micLevel,
  onSelectWebcam,
  onSelectMicrophone,
  onToggleVideo,
  onToggleMute,
}: DevicesPanelProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <DevicePicker
        id="meeting-webcam"
        label="Webcam"
        devices={webcams}
        value={webcamId}
        empty="No webcams detected"
        onChange={onSelectWebcam}
        toggle={
          <Button
            variant={isVideoOn ? 'outline' : 'default'}
            aria-label={isVideoOn ? 'Turn off webcam' : 'Turn on webcam'}
            onClick={onToggleVideo}
          >
            {isVideoOn ? <VideoOff aria-hidden="true" /> : <Video aria-hidden="true" />}
            {isVideoOn ? 'Turn off' : 'Turn on'}
          </Button>
        }
      />
      <DevicePicker
        id="meeting-microphone"
        label="Microphone"
        devices={microphones}
        value={microphoneId}
        empty="No microphones detected"
        onChange={onSelectMicrophone}
        toggle={
          <Button
            variant={isMuted ? 'default' : 'outline'}
            aria-label={isMuted ? 'Turn on microphone' : 'Turn off microphone'}
            onClick={onToggleMute}
          >
            {isMuted ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />}
            {isMuted ? 'Turn on' : 'Turn off'}
          </Button>
        }
      >
        <LevelMeter level={isMuted ? 0 : micLevel} label="Microphone level" />
      </DevicePicker>
    </div>
  )
}
