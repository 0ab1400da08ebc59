// @vitest-environment node
import { deviceLabel, pickDevice, toDeviceLists } from './device-labels'

describe('deviceLabel', () => {
  it('uses the label when there is one', () => {
    expect(deviceLabel({ deviceId: 'abcdef123', label: 'HD Camera' }, 'videoinput')).toBe('HD Camera')
  })

  it('names unnamed devices after the first 5 characters of their id', () => {
    expect(deviceLabel({ deviceId: 'abcdef123', label: '' }, 'videoinput')).toBe('Webcam abcde...')
    expect(deviceLabel({ deviceId: '9f8e7d6c', label: '  ' }, 'audioinput')).toBe('Microphone 9f8e7...')
    expect(deviceLabel({ deviceId: 'ab', label: '' }, 'audioinput')).toBe('Microphone ab...')
  })
})

describe('toDeviceLists', () => {
  it('splits webcams and microphones in order, dropping outputs, id-less entries and repeats', () => {
    const lists = toDeviceLists([
      { kind: 'audioinput', deviceId: 'default', label: 'Default Mic' },
      { kind: 'videoinput', deviceId: 'cam1xxxx', label: '' },
      { kind: 'audiooutput', deviceId: 'spk', label: 'Speakers' },
      { kind: 'videoinput', deviceId: '', label: '' },
      { kind: 'audioinput', deviceId: 'mic2yyyy', label: '' },
      { kind: 'videoinput', deviceId: 'cam1xxxx', label: 'again' },
    ])
    expect(lists.webcams).toEqual([{ deviceId: 'cam1xxxx', label: 'Webcam cam1x...' }])
    expect(lists.microphones).toEqual([
      { deviceId: 'default', label: 'Default Mic' },
      { deviceId: 'mic2yyyy', label: 'Microphone mic2y...' },
    ])
  })
})

describe('pickDevice', () => {
  const list = [
    { deviceId: 'a', label: 'A' },
    { deviceId: 'b', label: 'B' },
  ]
  it('keeps the current device while it is listed', () => {
    expect(pickDevice(list, 'b', 'a')).toBe('b')
  })
  it('falls back to the preferred one, then to the first, then to none', () => {
    expect(pickDevice(list, 'gone', 'b')).toBe('b')
    expect(pickDevice(list, 'gone', 'also-gone')).toBe('a')
    expect(pickDevice(list, null)).toBe('a')
    expect(pickDevice([], 'a', 'a')).toBeNull()
  })
})
