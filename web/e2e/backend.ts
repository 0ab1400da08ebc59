import { expect, type Page, type Request, type Route } from '@playwright/test'
import { passwordSession, type TestUser } from './backend-auth'
import { backendEnv } from './backend-env'
import { test as base } from './fixtures'

/**
 * End-to-end specs against the configured build (port 4320) and a real backend: the local one
 * (`npm run backend:up`, started by playwright.config.ts) or, with E2E_SUPABASE_URL set, a
 * `supabase start` stack (backend-env.ts). Data comes from real sign-ups and the seed
 * (backend-auth.ts); what the server stored is read from its database (backend-db.ts). Only what
 * a healthy backend never answers (a 5xx, a network failure, a held request, a foreign URL) is
 * injected into the page's traffic with {@link Backend.respondOnce} and {@link Backend.hold}.
 */

/** The configured build every backend spec runs against. */
export const BACKEND_URL = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4320}`

/** A request the page sent to the backend: method, path with query (e.g. `/auth/v1/token?grant_type=password`), body. */
export interface SentRequest {
  method: string
  path: string
  body: unknown
}

/** What {@link Backend.respondOnce} answers instead of the server. */
export interface InjectedReply {
  status: number
  /** JSON body; none when undefined. */
  body?: unknown
  headers?: Record<string, string>
}

/**
 * The localStorage key under which the app's supabase-js keeps the session: its default,
 * `sb-<first label of the project URL's host>-auth-token` (`sb-127-auth-token` for 127.0.0.1).
 */
export function authStorageKey(): string {
  return `sb-${new URL(backendEnv().supabaseUrl).hostname.split('.')[0]}-auth-token`
}

function bodyOf(request: Request): unknown {
  try {
    return request.postDataJSON()
  } catch {
    return request.postData()
  }
}

/** The backend of one test: what the page sent it, expected error answers, and injected ones. */
export class Backend {
  /** HTTP error statuses the test expects the page to receive, with how many of each. */
  readonly expectedHttpErrors = new Map<number, number>()
  private readonly sent: SentRequest[] = []
  private readonly origin = new URL(backendEnv().supabaseUrl).origin

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin !== this.origin || request.method() === 'OPTIONS') return
      this.sent.push({ method: request.method(), path: url.pathname + url.search, body: bodyOf(request) })
    })
  }

  /**
   * Declares that the page will receive `count` answers with HTTP `status` on purpose (e.g. a
   * 400 for a wrong password). Chromium logs each as the console error 'Failed to load
   * resource: the server responded with a status of <status>'; exactly that many are forgiven.
   * Every other console error still fails the test.
   */
  expectHttpError(status: number, count = 1): void {
    this.expectedHttpErrors.set(status, (this.expectedHttpErrors.get(status) ?? 0) + count)
  }

  /** The requests the page has sent to the backend whose path (with query) starts with `pathPrefix`, in order. */
  callsTo(pathPrefix: string): SentRequest[] {
    return this.sent.filter((r) => r.path.startsWith(pathPrefix))
  }

  /** Signs `user` in through the /auth form and waits for the dashboard. */
  async signIn(user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
    await this.page.goto('/auth')
    const form = this.page.getByRole('form', { name: 'Sign In' })
    await form.getByLabel('Email').fill(user.email)
    await form.getByLabel('Password').fill(user.password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expect(this.page).toHaveURL(/\/dashboard$/)
  }

  /**
   * Opens a session for `user` with Auth (from Node) and puts it where the app's supabase-js keeps
   * it ({@link authStorageKey}) before the page's first script runs, once per tab: the app starts
   * signed in. For tests about something other than signing in.
   */
  async signInBeforeLoad(user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
    const session = await passwordSession(user)
    const key = authStorageKey()
    await this.page.addInitScript(
      ([k, v]) => {
        // Only on the tab's first page: later loads keep what the app made of it (refreshed, signed out).
        if (window.sessionStorage.getItem('e2e:session-seeded')) return
        window.sessionStorage.setItem('e2e:session-seeded', '1')
        window.localStorage.setItem(k, v)
      },
      [key, JSON.stringify(session)] as const,
    )
  }

  /**
   * Answers the page's next `method` request to the backend path `path` (without query, e.g.
   * `/functions/v1/create-checkout`) with `reply` instead of the server: for what a healthy
   * backend never answers (a 5xx, a foreign URL). Every other request goes to the server.
   */
  async respondOnce(method: string, path: string, reply: InjectedReply): Promise<void> {
    let used = false
    await this.route(method, path, async (route) => {
      if (used) return route.fallback()
      used = true
      await route.fulfill({
        status: reply.status,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*', ...reply.headers },
        body: reply.body === undefined ? '' : JSON.stringify(reply.body),
      })
    })
  }

  /**
   * Holds the page's `method` requests to the backend path `path` until the returned function is
   * called; then they go on to the server.
   */
  async hold(method: string, path: string): Promise<() => void> {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await this.route(method, path, async (route) => {
      await gate
      await route.fallback()
    })
    return release
  }

  private async route(method: string, path: string, handler: (route: Route) => Promise<void>): Promise<void> {
    await this.page.route(
      (url) => url.origin === this.origin && url.pathname === path,
      (route) => (route.request().method() === method ? handler(route) : route.fallback()),
    )
  }
}

/**
 * `test` for backend specs: the configured build as baseURL, the shared fixtures (console
 * errors fail the test) and a `backend` fixture, set up for every test (so what the page sends
 * is recorded even when a test does not name it). Popups to Stripe's hosts are answered with a
 * stub page so nothing leaves the machine.
 */
export const test = base.extend<{ backend: Backend }>({
  baseURL: BACKEND_URL,
  backend: [
    async ({ page, context, consoleErrors }, use) => {
      await context.route(/^https:\/\/(checkout|billing)\.stripe\.com\//, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Stripe (stub)</title><h1>Stripe</h1>',
        }),
      )
      const backend = new Backend(page)
      await use(backend)
      // Forgive exactly the declared HTTP errors before the shared fixture checks the console.
      for (const [status, count] of backend.expectedHttpErrors) {
        let left = count
        for (let i = consoleErrors.length - 1; i >= 0 && left > 0; i--) {
          if (
            consoleErrors[i]!.startsWith(`Failed to load resource: the server responded with a status of ${status} `)
          ) {
            consoleErrors.splice(i, 1)
            left--
          }
        }
      }
    },
    { auto: true },
  ],
})

export { expect }
export { expectNoSeriousA11yViolations } from './fixtures'
export { REAL_STACK } from './backend-env'

export { seeded, signUp, uniqueEmail, type TestUser } from './backend-auth'

/**
 * The open toast whose text contains `title`: the item of the toast region ('Messages (F8)'). Not
 * Radix's role="status" announcement of it, which exists for one second only and is easily missed
 * while the machine is busy with the backend's processes too. `includeHidden`: while a modal
 * dialog is open, the region is hidden from the accessibility tree (the announcement is not).
 */
export function toastWith(page: Page, title: string) {
  return page
    .getByRole('region', { name: /^Messages \(/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title })
}
