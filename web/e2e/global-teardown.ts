import { execFileSync } from 'node:child_process'
import { API_PORT, REPO_ROOT } from './backend-env'

/**
 * Stops the local backend that scripts/e2e-backend-server.sh started for this run
 * (`npm run backend:down` on the same port), with its database. playwright.config.ts names this
 * file only when it started one.
 */
export default function globalTeardown(): void {
  execFileSync('bash', ['scripts/backend/down.sh'], {
    cwd: REPO_ROOT,
    env: { ...process.env, BACKEND_PORT: String(API_PORT) },
    // Quiet unless it fails (the error then carries its stderr).
    stdio: 'pipe',
  })
}
