/**
 * Opens `url` in a new tab with the opener link cut (the page there cannot script this one).
 * If the browser blocks the new tab, goes there in this tab instead, so the action still
 * happens. Used for the Checkout and billing-portal pages.
 */
export function openInNewTab(url: string): void {
  const tab = window.open(url, '_blank')
  if (tab) tab.opener = null
  else window.location.assign(url)
}
