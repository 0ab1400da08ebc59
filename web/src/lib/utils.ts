import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names (strings, arrays, `{ name: condition }` objects; falsy parts skipped).
 * Nothing is merged: a component's classes never set what its variants set, and a `className`
 * that changes one of a component's own styles marks it important (`h-8!`), Tailwind's override.
 * Unit tests fail on a class list where two classes set one property (src/testing/class-conflicts.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
