/**
 * A horizontal meter (role meter, 0–100, named `label`) for the live microphone level;
 * `level` is clamped and rounded.
 */
export function LevelMeter({ level, label }: { level: number; label: string }) {
  const value = Math.round(Math.min(100, Math.max(0, level)))
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full bg-success transition-[width] duration-100" style={{ width: `${value}%` }} />
    </div>
  )
}
