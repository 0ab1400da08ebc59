import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names and resolves Tailwind conflicts (last wins), as shadcn/ui does. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
