/**
 * Saves `data` as a pretty-printed JSON file named `fileName` through the browser's download
 * (a Blob URL on a temporary link, revoked a moment later). Nothing leaves the browser.
 * @throws TypeError when `data` cannot be turned into JSON (e.g. a cycle).
 */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Today's date as 'yyyy-MM-dd' in local time, for file names. */
export function fileDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
