import type { BlockError } from '@/lib/member/privacy-store'

/** The message for a refused block: a blank name, or a name already on the list. */
export function blockErrorMessage(error: BlockError, name: string): string {
  return error === 'empty' ? 'Please enter a username to block.' : `${name.trim()} is already blocked.`
}
