// Building and serving the production build with scripts/start.mjs.
import { spawn } from 'node:child_process'
import { onCleanup } from './cleanup.mjs'

/**
 * Builds the app into web/<outDir> with `env` (VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY: blank
 * for the guest build) and serves it on 127.0.0.1:`port`. Resolves, once it answers, to a function
 * that stops the server; rejects when the build or the server fails.
 */
export async function serveBuild({ port, outDir, env }) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, ...env, PORT: String(port), NEXUS_OUT_DIR: outDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = onCleanup(`server on port ${port}`, async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  })
  await new Promise((resolve, reject) => {
    exited.then((code) => reject(new Error(`the build or server on port ${port} exited with ${code}`)))
    child.stdout.on('data', (d) => String(d).includes('running at') && resolve())
  })
  return stop
}
