import { Moon, Sun } from 'lucide-react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { useTheme } from '@/lib/theme/theme-provider'

/**
 * A button switching between light and dark.
 * Its accessible name says which theme it switches to. Takes {@link Button}'s props.
 */
export function ThemeToggle({ variant = 'ghost', size = 'icon', ...props }: ButtonProps) {
  const { theme, setTheme } = useTheme()
  const next = theme === 'light' ? 'dark' : 'light'
  const label = `Switch to ${next} theme`
  return (
    <Button variant={variant} size={size} aria-label={label} title={label} onClick={() => setTheme(next)} {...props}>
      {next === 'dark' ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
    </Button>
  )
}
