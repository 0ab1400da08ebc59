import { NotFoundScreen } from '@/features/misc/not-found'

/** Any unknown path (doc 1 §2.1): the 404 screen. */
export function Component() {
  return <NotFoundScreen />
}
