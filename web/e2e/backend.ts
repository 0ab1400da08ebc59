import { expect, type Page } from '@playwright/test'
import { test as base } from './fixtures'
import { newTrial, SupabaseDouble, type DoubleSubscription, type DoubleUser } from './supabase-double'

/**
 * End-to-end specs against the configured build (port 4320), in one of two modes:
 * - default: the Supabase HTTP API is answered by {@link SupabaseDouble} at the network layer;
 * - real stack: with E2E_SUPABASE_URL set, the build talks to a real `supabase start` stack
 *   (functions served) and no double is installed; specs use the users of supabase/seed.sql.
 * Specs that can pass both ways carry the tag `@real-stack` (CI runs them against the real
 * stack); specs that need the double skip themselves in real-stack mode. See docs/e2e-real-stack.md.
 */
export const REAL_STACK = Boolean(process.env.E2E_SUPABASE_URL)

/** The configured build every backend spec runs against. */
export const BACKEND_URL = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4320}`

/** The tag of specs that also run against a real stack. */
export const REAL_STACK_TAG = '@real-stack'

/** Password of every user in supabase/seed.sql. */
export const SEED_PASSWORD = 'nexus-local-password'

const DAY_MS = 86_400_000
const days = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString()

/** A seeded user and the subscriber row seed.sql gives it. */
export interface SeededUser extends DoubleUser {
  subscription: DoubleSubscription
}

/** The four users of supabase/seed.sql, with the states it gives them. */
export const seeded = {
  trial: {
    id: '5eed0000-0000-4000-8000-000000000001',
    email: 'trial@example.com',
    password: SEED_PASSWORD,
    name: 'Tara Trial',
    subscription: { ...newTrial(), trial_end: days(5) },
  },
  expired: {
    id: '5eed0000-0000-4000-8000-000000000002',
    email: 'expired@example.com',
    password: SEED_PASSWORD,
    name: 'Eli Expired',
    subscription: { ...newTrial(), trial_end: days(-23) },
  },
  basic: {
    id: '5eed0000-0000-4000-8000-000000000003',
    email: 'basic@example.com',
    password: SEED_PASSWORD,
    name: 'Bea Basic',
    subscription: {
      subscribed: true,
      subscription_tier: 'basic',
      subscription_end: days(20),
      trial_end: days(-53),
      status: 'active',
      cancel_at_period_end: false,
    },
  },
  admin: {
    id: '5eed0000-0000-4000-8000-000000000004',
    email: 'admin@example.com',
    password: SEED_PASSWORD,
    name: 'Ada Admin',
    appMetadata: { role: 'admin' },
    subscription: newTrial(),
  },
} satisfies Record<string, SeededUser>

/** The backend of one test: the double (null against a real stack) and helpers for both modes. */
export class Backend {
  /** HTTP error statuses the test expects the page to receive, with how many of each. */
  readonly expectedHttpErrors = new Map<number, number>()

  constructor(
    readonly page: Page,
    private readonly maybeDouble: SupabaseDouble | null,
  ) {}

  /**
   * Declares that the page will receive `count` answers with HTTP `status` on purpose (e.g. a
   * 400 for a wrong password). Chromium logs each as the console error 'Failed to load
   * resource: the server responded with a status of <status>'; exactly that many are forgiven.
   * Every other console error still fails the test.
   */
  expectHttpError(status: number, count = 1): void {
    this.expectedHttpErrors.set(status, (this.expectedHttpErrors.get(status) ?? 0) + count)
  }

  /** The network double. Only for specs that skip in real-stack mode. */
  get double(): SupabaseDouble {
    if (!this.maybeDouble) throw new Error('This spec needs the network double; it cannot run against a real stack.')
    return this.maybeDouble
  }

  /** Makes a seeded user exist with its seeded subscription (the real stack already has it). */
  given(user: SeededUser): SeededUser {
    this.maybeDouble?.addUser(user, user.subscription)
    return user
  }

  /** Signs `user` in through the /auth form and waits for the dashboard. */
  async signIn(user: { email: string; password: string }): Promise<void> {
    await this.page.goto('/auth')
    const form = this.page.getByRole('form', { name: 'Sign In' })
    await form.getByLabel('Email').fill(user.email)
    await form.getByLabel('Password').fill(user.password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expect(this.page).toHaveURL(/\/dashboard$/)
  }
}

/**
 * `test` for backend specs: the configured build as baseURL, the shared fixtures (console
 * errors fail the test) and a `backend` fixture, set up for every test (so the double is
 * installed even when a test does not name it). Popups to Stripe's hosts are answered with a
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
      const double = REAL_STACK ? null : await new SupabaseDouble(page).install()
      const backend = new Backend(page, double)
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

/** A unique e-mail address for a sign-up (real stacks keep every account). */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/** The toast (a Radix status) whose text contains `title`. */
export function toastWith(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title })
}
