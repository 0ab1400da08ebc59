import { Flag } from 'lucide-react'
import { Button, type ButtonProps } from '@/components/ui/button'
import type { ReportTarget } from '@/lib/moderation/moderation-source'

/** Props of {@link ReportButton}. */
export interface ReportButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  target: ReportTarget
  /** Opens the report dialog for `target`. */
  onReport: (target: ReportTarget) => void
  /** Show the word 'Report' beside the flag (else only the flag, named 'Report {label}'). */
  showLabel?: boolean
}

/** The 'Report' control of a post, reply, message or profile: a small ghost button with a flag, named by what it reports. */
export function ReportButton({ target, onReport, showLabel = true, ...props }: ReportButtonProps) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="xs"
      className="text-muted-foreground"
      aria-label={`Report ${target.label}`}
      onClick={() => onReport(target)}
      {...props}
    >
      <Flag aria-hidden="true" />
      {showLabel ? 'Report' : null}
    </Button>
  )
}
