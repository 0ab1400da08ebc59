import { requestPushPermission, type NotificationApi } from './push-permission'

const api = (answer: NotificationPermission | Error): NotificationApi => ({
  permission: 'default',
  requestPermission: vi.fn(async () => {
    if (answer instanceof Error) throw answer
    return answer
  }),
})

describe('requestPushPermission', () => {
  it('is granted only when the browser answers granted', async () => {
    const granted = api('granted')
    await expect(requestPushPermission(granted)).resolves.toEqual({ granted: true })
    expect(granted.requestPermission).toHaveBeenCalledTimes(1)
  })

  it('refuses on denied, a dismissed prompt, a throwing request and no Notification API', async () => {
    await expect(requestPushPermission(api('denied'))).resolves.toEqual({ granted: false, reason: 'denied' })
    await expect(requestPushPermission(api('default'))).resolves.toEqual({ granted: false, reason: 'dismissed' })
    await expect(requestPushPermission(api(new Error('blocked')))).resolves.toEqual({ granted: false, reason: 'error' })
    await expect(requestPushPermission(undefined)).resolves.toEqual({ granted: false, reason: 'unsupported' })
  })

  it("uses the browser's Notification by default", async () => {
    const requestPermission = vi.fn(async () => 'granted' as const)
    vi.stubGlobal('Notification', { permission: 'default', requestPermission })
    try {
      await expect(requestPushPermission()).resolves.toEqual({ granted: true })
      expect(requestPermission).toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
