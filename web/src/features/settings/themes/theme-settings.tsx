import { Check, RotateCcw } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { RadioGroup, RadioGroupTile } from '@/components/ui/radio-group'
import { isTheme } from '@/lib/theme/theme'
import { SettingsCard } from '../shared/settings-card'
import { SettingsPage } from '../shared/settings-page'
import { THEME_OPTIONS, themeName } from './theme-options'
import { ThemeSample, ThemeThumbnail } from './theme-preview'
import { useThemeSelection } from './use-theme-selection'

/**
 * /settings/themes, 'Theme Settings': the light, dark and void themes as cards with a drawing
 * of each; choosing one previews it below; 'Apply Theme' applies it everywhere and stores it
 * (toast 'Theme updated', 'Switched to {name}', 3 s); 'Reset' goes back to the current theme.
 */
export function ThemeSettings() {
  const { current, selected, select, apply, reset, changed } = useThemeSelection()
  return (
    <SettingsPage title="Theme Settings" description="Choose how Nexus looks on this device.">
      <SettingsCard title="Theme" description={`Current theme: ${themeName(current)}`}>
        <RadioGroup
          aria-label="Theme"
          value={selected}
          onValueChange={(value) => isTheme(value) && select(value)}
          className="sm:grid-cols-3"
        >
          {THEME_OPTIONS.map((option) => (
            <RadioGroupTile
              key={option.id}
              value={option.id}
              aria-label={option.name}
              aria-describedby={`theme-${option.id}-description`}
              tileClassName="rounded-xl border-2 border-border p-3 text-left transition-colors hover:bg-accent/50 has-checked:border-primary has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
            >
              <ThemeThumbnail theme={option.id} />
              <span className="mt-3 flex items-center gap-2 font-semibold">
                {option.name}
                {option.id === current ? <Badge variant="secondary">Current</Badge> : null}
                <Check
                  aria-hidden="true"
                  className="ml-auto size-4 text-primary opacity-0 group-has-checked:opacity-100"
                />
              </span>
              <span id={`theme-${option.id}-description`} className="mt-1 block text-sm text-muted-foreground">
                {option.description}
              </span>
            </RadioGroupTile>
          ))}
        </RadioGroup>

        <ThemeSample theme={selected} name={themeName(selected)} />

        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={apply} disabled={!changed}>
            Apply Theme
          </Button>
          <Button variant="outline" onClick={reset} disabled={!changed}>
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {changed
              ? `Previewing ${themeName(selected)}. Apply it to use it everywhere.`
              : 'This is your current theme.'}
          </p>
        </div>
      </SettingsCard>
    </SettingsPage>
  )
}
