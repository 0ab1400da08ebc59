import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { LandingScreen } from '@/features/marketing/landing-screen'

/**
 * Build-time render of the landing page to static HTML. `/` and `/landing` are
 * served as this markup with the app's CSS and no JavaScript (see docs/decisions/0003), while
 * the same component renders inside the router on client-side navigation.
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <LandingScreen />
    </StrictMode>,
  )
}
