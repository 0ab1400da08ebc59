/** A selectable capture device: its id and the name shown for it. */
export interface DeviceOption {
  deviceId: string
  label: string
}

/** The capture devices, split by kind, in the order the browser lists them. */
export interface DeviceLists {
  webcams: DeviceOption[]
  microphones: DeviceOption[]
}

/**
 * The name shown for a device: its label, or, when the browser gives none,
 * 'Webcam {first 5 characters of the id}...' / 'Microphone {...}...'.
 */
export function deviceLabel(device: Pick<MediaDeviceInfo, 'deviceId' | 'label'>, kind: 'videoinput' | 'audioinput') {
  const label = device.label.trim()
  if (label) return label
  return `${kind === 'videoinput' ? 'Webcam' : 'Microphone'} ${device.deviceId.slice(0, 5)}...`
}

/**
 * Splits `enumerateDevices()` into webcams and microphones with their shown names. Outputs and
 * entries without an id (what the browser lists before permission) are left out, as are repeats.
 */
export function toDeviceLists(devices: readonly Pick<MediaDeviceInfo, 'deviceId' | 'kind' | 'label'>[]): DeviceLists {
  const lists: DeviceLists = { webcams: [], microphones: [] }
  for (const device of devices) {
    if (!device.deviceId || (device.kind !== 'videoinput' && device.kind !== 'audioinput')) continue
    const list = device.kind === 'videoinput' ? lists.webcams : lists.microphones
    if (list.some((d) => d.deviceId === device.deviceId)) continue
    list.push({ deviceId: device.deviceId, label: deviceLabel(device, device.kind) })
  }
  return lists
}

/**
 * Which device to keep selected after the list changed: `current` while it is still listed,
 * otherwise `preferred` if listed, otherwise the first; null for an empty list.
 */
export function pickDevice(list: readonly DeviceOption[], current: string | null, preferred?: string | null) {
  if (current && list.some((d) => d.deviceId === current)) return current
  if (preferred && list.some((d) => d.deviceId === preferred)) return preferred
  return list[0]?.deviceId ?? null
}
