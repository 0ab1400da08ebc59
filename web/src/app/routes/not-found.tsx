import { NotFoundScreen } from '@/features/misc/not-found'

/** Any unknown path: the 404 screen. */
export function Component() {
  return <NotFoundScreen />
}
