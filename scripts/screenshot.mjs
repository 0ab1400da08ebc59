// Screenshots of one page at 1280 and 375 px wide in each theme, to look at what a screen shows.
// Usage: node scripts/screenshot.mjs <url> [name]   (writes .local/screens/<name>-<theme>-<width>.png)
// Serve the app first (`npm start`, or `npm run dev -w web`); Chromium is Debian's /usr/bin/chromium.
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'

const [url, name = 'screen'] = process.argv.slice(2)
if (!url) {
  console.error('usage: node scripts/screenshot.mjs <url> [name]')
  process.exit(1)
}
const outDir = new URL('../.local/screens/', import.meta.url)
await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
})
try {
  for (const theme of ['light', 'dark', 'void']) {
    for (const width of [1280, 375]) {
      const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 800 } })
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
      await page.goto(url, { waitUntil: 'networkidle' })
      await page.waitForTimeout(300)
      const file = new URL(`${name}-${theme}-${width}.png`, outDir)
      await page.screenshot({ path: file.pathname, fullPage: true })
      console.log(file.pathname)
      await page.close()
    }
  }
} finally {
  await browser.close()
}
