import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { PageIntro, PublicLayout } from '@/components/layout/public-layout'
import { GUIDELINE_RULES } from '@/lib/moderation/guideline-rules'

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
  'Moderators never see who wrote an anonymous post. They act on the post as it is, and can mute or suspend its author without learning who it is.',
  'Only an administrator can reveal who wrote an anonymous post, and only with a written justification that is kept in a log nobody can change.',
]

// The rules a moderator names when they act, in the guidelines' own words (one list with the
// statements of reasons members read in Settings → Account).
const removed = [
  GUIDELINE_RULES.harassment,
  GUIDELINE_RULES.hate,
  GUIDELINE_RULES.self_harm,
  GUIDELINE_RULES.sexual,
  GUIDELINE_RULES.spam,
  GUIDELINE_RULES.personal_information,
  GUIDELINE_RULES.impersonation,
  GUIDELINE_RULES.misleading_advice,
  GUIDELINE_RULES.illegal,
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
            Moderators hide or remove posts, replies and messages, warn members and, for serious or repeated breaches,
            mute or suspend accounts. Every decision comes with a statement of reasons in Settings → Account, and you
            can appeal it once within 30 days. They act on:
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
              and use Contact Moderators, or use &lsquo;Report&rsquo; on a post, a reply, a message or a profile.
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
              not a crisis service. In the United States you can call or text 988; in the United Kingdom and Ireland you
              can call 116 123.
            </li>
          </ul>
        </section>
      </div>
    </PublicLayout>
  )
}
