import type { JournalPreferences } from '@/lib/member/journal-preferences-store'

/** The CSS font stack of each journal font family preference. */
export const JOURNAL_FONT_STACKS: Record<JournalPreferences['fontFamily'], string> = {
  inter: 'Inter, ui-sans-serif, system-ui, sans-serif',
  serif: 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  handwriting: '"Segoe Print", "Bradley Hand", "Comic Sans MS", cursive',
}

/** The inline style that shows entry text in the chosen font family and size (px). */
export function entryTextStyle(fontFamily: JournalPreferences['fontFamily'], fontSize: number) {
  return { fontFamily: JOURNAL_FONT_STACKS[fontFamily], fontSize: `${fontSize}px` }
}
