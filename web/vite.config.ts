/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, type Plugin } from 'vite'

/**
 * Serves the prerendered landing page (landing.html, decision 0003) for `/` and `/landing`
 * in `vite preview`, which is what `npm start` runs; every other path keeps the SPA fallback.
 */
function servePrerenderedLanding(): Plugin {
  return {
    name: 'nexus:prerendered-landing',
    configurePreviewServer(server) {
      const file = join(server.config.root, server.config.build.outDir, 'landing.html')
      server.middlewares.use((req, _res, next) => {
        const [path, query] = (req.url ?? '').split('?')
        if ((path === '/' || path === '/landing') && existsSync(file)) {
          req.url = `/landing.html${query ? `?${query}` : ''}`
        }
        next()
      })
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), servePrerenderedLanding()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: { target: 'es2022', sourcemap: false },
  preview: { host: '127.0.0.1', strictPort: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
})
