import { Star } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/** Props of {@link FavoriteButton}. */
export interface FavoriteButtonProps {
  favorite: boolean
  /** The accessible name, e.g. 'Favourite' or 'Favourite {title}'; the state is `aria-pressed`. */
  label: string
  onToggle: () => void
  className?: string
}

/** The favourite star: a toggle button (`aria-pressed`), filled amber when the entry is a favourite. */
export function FavoriteButton({ favorite, label, onToggle, className }: FavoriteButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-pressed={favorite}
      onClick={onToggle}
      className={cn(favorite ? 'text-amber-500 dark:text-amber-400' : 'text-muted-foreground', className)}
    >
      <Star aria-hidden="true" className={cn(favorite && 'fill-current')} />
    </Button>
  )
}
