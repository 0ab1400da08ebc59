/**
 * The 10 reflective journal prompts: gratitude, challenges, goals, fears, advice to a younger
 * self, joy, interactions, the coming weeks, boundaries and shifting priorities.
 */
export const JOURNAL_PROMPTS = [
  'What are three things you are grateful for today, and why do they matter to you?',
  'What challenge are you facing right now, and what is it teaching you?',
  'What is one goal you want to move toward this month, and what is the smallest next step?',
  'What fear has been holding you back lately, and what would you do if it were gone?',
  'What advice would you give your younger self, knowing what you know now?',
  'When did you last feel real joy, and what made that moment special?',
  'Which conversation or interaction today stayed with you, and why?',
  'How do you want to feel in the coming weeks, and what will help you get there?',
  'Where do you need a clearer boundary in your life, and how could you set it kindly?',
  'How have your priorities shifted over the past year, and what does that say about you?',
] as const

/**
 * A prompt picked at random from {@link JOURNAL_PROMPTS}, never `current` (so 'Get new prompt'
 * always changes it). `random` returns a number in [0, 1), like Math.random (tests pass their own).
 */
export function pickPrompt(current: string | null = null, random: () => number = Math.random): string {
  const choices = JOURNAL_PROMPTS.filter((p) => p !== current)
  const index = Math.min(choices.length - 1, Math.floor(random() * choices.length))
  return choices[index]!
}
