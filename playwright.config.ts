import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4318)
/** A second build with a Supabase project configured, for specs that use `backendURL`. */
export const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 4320)
/** The Supabase URL of the configured build: the network double's, unless a real stack is given. */
const supabaseUrl = process.env.E2E_SUPABASE_URL ?? 'http://127.0.0.1:54399'
const supabaseAnonKey = process.env.E2E_SUPABASE_ANON_KEY ?? 'e2e-double-anon-key'

/** The guest build, then the build configured with a Supabase URL. */
const webServers: Extract<PlaywrightTestConfig['webServer'], unknown[]> = [
  {
    command: 'node scripts/start.mjs',
    env: { PORT: String(port), NEXUS_OUT_DIR: `dist-e2e-${port}`, VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
  },
  {
    command: 'node scripts/start.mjs',
    env: {
      PORT: String(backendPort),
      NEXUS_OUT_DIR: `dist-e2e-${backendPort}`,
      VITE_SUPABASE_URL: supabaseUrl,
      VITE_SUPABASE_ANON_KEY: supabaseAnonKey,
      // The same price ids as the functions' CI environment (supabase/functions/ci.env).
      VITE_STRIPE_PRICE_BASIC: 'price_basic_monthly',
      VITE_STRIPE_PRICE_PREMIUM: 'price_premium_monthly',
    },
    url: `http://127.0.0.1:${backendPort}`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
  },
]

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; never a downloaded browser).
 * Specs live beside their feature as `web/src/features/<feature>/*.e2e.ts`, plus cross-cutting
 * ones in `web/e2e/`. The server is the production build, exactly what `npm start` serves.
 * Each build goes to `web/dist-e2e-<port>`, so runs on other ports never share a folder;
 * E2E_GUEST_ONLY=1 starts only the guest build (for specs that do not use `backendURL`).
 */
export default defineConfig({
  testDir: './web',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  forbidOnly: true,
  // Against a real stack only the specs tagged @real-stack apply (the rest need the network double).
  grep: process.env.E2E_SUPABASE_URL ? /@real-stack/ : undefined,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace makes every navigation and axe scan about a third slower (measured), so
    // CI runs without one; run a failing spec locally to get its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: webServers.slice(0, process.env.E2E_GUEST_ONLY ? 1 : 2),
})
