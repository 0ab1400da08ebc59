import { ExternalLink } from 'lucide-react'

/** An international directory of free crisis lines, by country. */
export const HELPLINE_DIRECTORY_URL = 'https://findahelpline.com/'

/**
 * The emergency and crisis numbers Nexus names, as paragraphs: the local emergency numbers (911,
 * 112, 999, 000), then the crisis lines 988 (United States) and 116 123 (United Kingdom and Ireland),
 * and that a crisis line near you can help, free and in confidence.
 */
export function EmergencyNumbers() {
  return (
    <div className="space-y-3 text-sm">
      <p>
        If you or someone else is in danger right now, call your local emergency number: 911 in the US and Canada, 112
        across the EU, 999 in the UK, 000 in Australia.
      </p>
      <p>
        To talk to someone now, call or text <strong>988</strong> (United States), or call <strong>116 123</strong>{' '}
        (United Kingdom and Ireland, Samaritans). Anywhere else, a crisis line near you can help, free and in
        confidence.
      </p>
    </div>
  )
}

/** 'Find a crisis line': the crisis line directory, opening in a new tab (said to screen readers). */
export function CrisisLineLink({ className }: { className?: string }) {
  return (
    <a href={HELPLINE_DIRECTORY_URL} target="_blank" rel="noopener noreferrer" className={className}>
      <ExternalLink aria-hidden="true" />
      Find a crisis line
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
