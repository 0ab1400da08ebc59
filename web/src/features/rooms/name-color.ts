/** Relative luminance (WCAG 2) of a '#RRGGBB' colour, 0 (black) to 1 (white); NaN when unreadable. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) return NaN
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * The text colour to put on a '#RRGGBB' background: black or white, whichever contrasts more.
 * Either way the contrast is at least 4.58:1, so a member's name colour used as a background
 * always meets WCAG AA. An unreadable colour gives white.
 */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const l = relativeLuminance(background)
  if (Number.isNaN(l)) return '#ffffff'
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff'
}
