import { SettingsPage } from './settings-page'

/**
 * A settings page while the member's saved settings are being read: its title and description,
 * and 'Loading settings...' (a status, so screen readers hear it) in place of the form.
 */
export function SettingsLoading({ title, description }: { title: string; description?: string }) {
  return (
    <SettingsPage title={title} description={description}>
      <p role="status" className="text-muted-foreground">
        Loading settings...
      </p>
    </SettingsPage>
  )
}
