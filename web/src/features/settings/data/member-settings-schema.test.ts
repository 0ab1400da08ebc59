import { DEFAULT_AI_SETTINGS } from '../ai/ai-options'
import { defaultPart, settingsFromRow } from './member-settings-schema'

const notifications = { replies: false, prompts: true, events: false, announcements: true, sound: false, visual: true }

describe('settingsFromRow', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => warn.mockRestore())

  it("gives only Auto-Delete Posts 'off' (the server's default) for a member who never saved", () => {
    expect(settingsFromRow(null)).toEqual({ autoDeletePosts: 'off' })
    expect(warn).not.toHaveBeenCalled()
  })

  it('reads the parts present, leaves the absent ones out and drops unknown fields', () => {
    const read = settingsFromRow({
      version: 1,
      settings: { notifications: { ...notifications, push: true, extra: 1 }, ai: DEFAULT_AI_SETTINGS },
      auto_delete_posts: '3d',
    })
    expect(read).toEqual({ notifications, ai: DEFAULT_AI_SETTINGS, autoDeletePosts: '3d' })
    expect(read).not.toHaveProperty('roomsFeed')
    expect(read).not.toHaveProperty('journal')
    expect(warn).not.toHaveBeenCalled()
  })

  it('resets a part that does not match its schema to the defaults, with a warning, and keeps the others', () => {
    const read = settingsFromRow({
      version: 1,
      settings: { notifications, journal: { fontSize: 99 }, roomsFeed: { rooms: [{ id: 'nowhere' }], topics: [] } },
      auto_delete_posts: 'off',
    })
    expect(read.notifications).toEqual(notifications)
    expect(read.journal).toEqual(defaultPart('journal'))
    expect(read.roomsFeed).toEqual(defaultPart('roomsFeed'))
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('never carries the passcode lock or push from the server', () => {
    const journal = { ...defaultPart('journal'), passcodeEnabled: true, passcodeHash: 'x' }
    const read = settingsFromRow({ version: 1, settings: { journal }, auto_delete_posts: 'off' })
    expect(read.journal).not.toHaveProperty('passcodeEnabled')
    expect(read.journal).not.toHaveProperty('passcodeHash')
    expect(defaultPart('notifications')).not.toHaveProperty('push')
  })

  it('resets JSON of a version this app does not know, with a warning', () => {
    const read = settingsFromRow({ version: 7, settings: { notifications }, auto_delete_posts: '1h' })
    expect(read.notifications).toEqual(defaultPart('notifications'))
    expect(read.ai).toEqual(defaultPart('ai'))
    expect(read.autoDeletePosts).toBe('1h')
    expect(warn).toHaveBeenCalled()
  })

  it("reads an unknown Auto-Delete Posts value as 'off', with a warning", () => {
    expect(settingsFromRow({ version: 1, settings: {}, auto_delete_posts: '2w' })).toEqual({ autoDeletePosts: 'off' })
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
