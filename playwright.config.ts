import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4318)
/** A second build with a Supabase project configured, for the specs that import web/e2e/backend.ts. */
export const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 4320)
/**
 * With E2E_SUPABASE_URL set, the configured build talks to that stack (`supabase start`, the
 * `e2e-real-stack` CI job); otherwise to the real local backend (`npm run backend:up`) that
 * scripts/e2e-backend-server.sh starts on this port (the same default as web/e2e/backend-env.ts).
 */
const realStackUrl = process.env.E2E_SUPABASE_URL
const apiPort = Number(process.env.E2E_API_PORT ?? 24398)
const startsLocalBackend = !realStackUrl && !process.env.E2E_GUEST_ONLY

/** The configured build's environment, apart from the Supabase URL and key. */
const backendBuildEnv = {
  PORT: String(backendPort),
  NEXUS_OUT_DIR: `dist-e2e-${backendPort}`,
  // The same price ids as the functions' environment (supabase/functions/ci.env).
  VITE_STRIPE_PRICE_BASIC: 'price_basic_monthly',
  VITE_STRIPE_PRICE_PREMIUM: 'price_premium_monthly',
}

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
  realStackUrl
    ? {
        command: 'node scripts/start.mjs',
        env: {
          ...backendBuildEnv,
          VITE_SUPABASE_URL: realStackUrl,
          VITE_SUPABASE_ANON_KEY: process.env.E2E_SUPABASE_ANON_KEY ?? '',
        },
        url: `http://127.0.0.1:${backendPort}`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
      }
    : {
        // Starts the local backend first (about half a minute), then builds against it.
        command: 'bash scripts/e2e-backend-server.sh',
        env: { ...backendBuildEnv, E2E_API_PORT: String(apiPort), E2E_BACKEND_PORT: String(backendPort) },
        url: `http://127.0.0.1:${backendPort}`,
        reuseExistingServer: false,
        timeout: 300_000,
        stdout: 'ignore',
      },
]

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; never a downloaded browser).
 * Specs live beside their feature as `web/src/features/<feature>/*.e2e.ts`, plus cross-cutting
 * ones in `web/e2e/`. The server is the production build, exactly what `npm start` serves.
 * Each build goes to `web/dist-e2e-<port>`, so runs on other ports never share a folder;
 * E2E_GUEST_ONLY=1 starts only the guest build (for specs that do not import web/e2e/backend.ts).
 * The configured build's backend is the real local one (`npm run backend:up` on E2E_API_PORT,
 * stopped again by web/e2e/global-teardown.ts), or the stack at E2E_SUPABASE_URL
 * (docs/e2e-real-stack.md); every backend spec runs against either.
 */
export default defineConfig({
  testDir: './web',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  forbidOnly: true,
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
        // The meeting room's specs: Chromium's fake camera and beeping microphone, granted without a prompt.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: webServers.slice(0, process.env.E2E_GUEST_ONLY ? 1 : 2),
  globalTeardown: startsLocalBackend ? './web/e2e/global-teardown.ts' : undefined,
})
