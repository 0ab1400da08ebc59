import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { PageIntro, PublicLayout } from '@/components/layout/public-layout'

const tone = [
  'Listen first. Read the whole post before replying, and reply to what was said, not to what you expected.',
  'Be curious, not certain. Ask questions, offer your experience, and leave room for other views.',
  'Disagree with ideas, never with people. No insults, mockery or pile-ons.',
  'Take your time. There is no feed to keep up with; a thoughtful reply tomorrow beats a quick one now.',
  'Respect the theme of each room, and start a new thread when a conversation drifts.',
]

const anonymity = [
  'Anonymity is for honesty, not for hiding harm. The same guidelines apply to anonymous replies.',
  'Never try to work out who wrote an anonymous post, and never guess publicly.',
  'Do not share anything that identifies another person: names, photos, workplaces, addresses or screenshots of private chats.',
  'What is shared in a room stays in the room. Do not repost other members’ words elsewhere.',
  'Moderators can see who wrote an anonymous post when they need to act on a report. Nobody else can.',
]

const removed = [
  'Harassment, threats, hate speech and personal attacks.',
  'Content that encourages self-harm or harm to others.',
  'Sexual content involving minors, and any sexual content outside rooms that allow it.',
  'Spam, advertising, fundraising and recruitment without a moderator’s permission.',
  'Personal information about others (doxxing), and impersonation of members or staff.',
  'Misleading medical, legal or financial advice presented as professional guidance.',
]

/**
 * The community guidelines (linked from Settings → Support): the community's tone,
 * anonymity etiquette, what moderation removes, and how to reach moderators (/contact and
 * /settings/support).
 */
export function CommunityGuidelinesScreen() {
  return (
    <PublicLayout>
      <PageIntro eyebrow="Community" title="Community Guidelines">
        <p>Nexus works because members look after each other. These guidelines describe how.</p>
      </PageIntro>

      <div className="mx-auto max-w-3xl space-y-12 px-4 pb-24 leading-relaxed sm:px-6">
        <section aria-labelledby="tone-heading">
          <h2 id="tone-heading" className="text-2xl font-bold tracking-tight">
            Our tone
          </h2>
          <p className="mt-3 text-muted-foreground">
            Nexus is for reflective conversation. Bring warmth, patience and honesty, and expect the same in return.
          </p>
          <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary">
            {tone.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="anonymity-heading">
          <h2 id="anonymity-heading" className="text-2xl font-bold tracking-tight">
            Anonymity etiquette
          </h2>
          <p className="mt-3 text-muted-foreground">
            Replying anonymously lets people talk about things they could not say under their name. Please protect that.
          </p>
          <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary">
            {anonymity.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="removed-heading">
          <h2 id="removed-heading" className="text-2xl font-bold tracking-tight">
            What moderation removes
          </h2>
          <p className="mt-3 text-muted-foreground">
            Moderators remove posts and, for serious or repeated breaches, suspend accounts. They remove:
          </p>
          <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary">
            {removed.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <p className="mt-4 text-muted-foreground">
            Disagreement, sadness and difficult topics are not against the rules. Nexus is a place for hard
            conversations, held with care.
          </p>
        </section>

        <section aria-labelledby="reach-heading">
          <h2 id="reach-heading" className="text-2xl font-bold tracking-tight">
            How to reach the moderators
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary">
            <li>
              Signed in, open{' '}
              <Link className="font-medium text-primary underline underline-offset-4" to={paths.settings.support}>
                Settings → Support
              </Link>{' '}
              and use Contact Moderators.
            </li>
            <li>
              Anyone can write to the team through the{' '}
              <Link className="font-medium text-primary underline underline-offset-4" to={paths.contact}>
                contact form
              </Link>
              . Mention the room and roughly when the post appeared.
            </li>
            <li>
              If you or someone else is in immediate danger, contact your local emergency services first. Moderators are
              not a crisis service.
            </li>
          </ul>
        </section>
      </div>
    </PublicLayout>
  )
}
