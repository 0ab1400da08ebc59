// @vitest-environment node
import { collectServerMemberData, DEVICE_ONLY_KEY, type DeviceOnlyData } from './server-member-data'

const device: DeviceOnlyData = {
  note: 'These stay in this browser and are not on the server.',
  theme: 'dark',
  pushNotifications: false,
  journalPasscodeLock: true,
  profileBadgeAndAnonymousDefault: { premiumBadge: false, defaultAnonymous: true },
  assistant: { messages: [] },
}

const clientAnswering = (answer: { data: unknown; error: { code?: string; message: string } | null }) => {
  const rpc = vi.fn(async () => answer)
  return { rpc, loadClient: () => Promise.resolve({ rpc }) }
}

describe("a member's Download Data", () => {
  it("is the server's export with what stays in this browser under its own key", async () => {
    const exported = { format_version: 2, exported_at: '2026-11-25T12:00:00Z', journal_entries: [{ id: 'j1' }] }
    const { rpc, loadClient } = clientAnswering({ data: exported, error: null })
    const file = await collectServerMemberData({ loadClient, readDevice: async () => device })
    expect(rpc).toHaveBeenCalledWith('export_my_data')
    expect(file).toEqual({ ...exported, [DEVICE_ONLY_KEY]: device })
  })

  it('says the server could not be reached when the call never got an answer', async () => {
    const { loadClient } = clientAnswering({ data: null, error: { message: 'TypeError: Failed to fetch' } })
    await expect(collectServerMemberData({ loadClient, readDevice: async () => device })).rejects.toThrow(
      'Your data could not be downloaded: Nexus could not reach the server. Check your connection and try again.',
    )
  })

  it("passes on the server's reason, and refuses an answer that is not an export", async () => {
    const refused = clientAnswering({ data: null, error: { code: '42501', message: 'Sign in to download your data.' } })
    await expect(collectServerMemberData({ loadClient: refused.loadClient })).rejects.toThrow(
      'Your data could not be downloaded: Sign in to download your data.',
    )
    const odd = clientAnswering({ data: [1, 2], error: null })
    await expect(collectServerMemberData({ loadClient: odd.loadClient })).rejects.toThrow(
      'the server sent something that is not an export',
    )
  })
})
