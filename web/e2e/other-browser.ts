import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import type { TestUser } from './backend-auth'
import { Backend, BACKEND_URL } from './backend'

/** A further member's browser: its own context, signed in before the app loads; console errors fail the test. */
export interface OtherBrowser {
  context: BrowserContext
  page: Page
  backend: Backend
  errors: string[]
}

/** Opens a second browser context on the backend build with `user` signed in, recording its console errors. */
export async function otherBrowser(browser: Browser, user: TestUser): Promise<OtherBrowser> {
  const context = await browser.newContext({ baseURL: BACKEND_URL })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  const backend = new Backend(page)
  await backend.signInBeforeLoad(user)
  return { context, page, backend, errors }
}

/** Closes that browser and fails the test on any console error it logged. */
export async function closeOther(other: OtherBrowser): Promise<void> {
  await other.context.close()
  expect(other.errors, 'console errors in another browser').toEqual([])
}
