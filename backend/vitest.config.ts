import { defineConfig } from 'vitest/config'

/**
 * The stand-in's fidelity tests: one backend (`scripts/backend/up.sh` on a free port) for the run,
 * driven only through @supabase/supabase-js. Files run one at a time (the machine has 2 cores).
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
