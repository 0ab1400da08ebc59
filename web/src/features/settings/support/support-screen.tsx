import {
  BookOpen,
  ExternalLink,
  Flag,
  HelpCircle,
  Lightbulb,
  LifeBuoy,
  MessageSquareWarning,
  ShieldCheck,
} from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { NeedsAccountNotice, useAccountAccess } from '../account/account-access'
import { SettingsCard } from '../shared/settings-card'
import { SettingsPage } from '../shared/settings-page'
import { useModerationSource } from '@/lib/moderation/moderation-source-context'
import { ContactSupportForm } from './contact-support-form'
import { ContactCases, MessageModeratorsDialog } from './message-moderators'
import { EmergencyContactDialog } from '@/components/care/emergency-contact-dialog'
import { FeatureRequestForm } from './feature-request-form'
import { YourReports } from './your-reports'

/**
 * /settings/support, 'Support': back to /settings; Quick Help ('Community Guidelines' in a new
 * tab, 'Getting Started Guide' on the Learn More page); the Contact Support and Suggest a
 * Feature forms, which a signed-in member sends to the team (stored with the backend), while a
 * guest is told that sending needs an account; Contact Moderators: for a member 'Message
 * Moderators' opens a case with the moderators (a dialog) and their answers show under it, for a
 * guest it links to /auth; 'Emergency Contact' says where to get urgent help (for everyone); and
 * 'Your reports', each of the member's reports with its status (a guest is told it needs an account).
 */
export function SupportScreen() {
  const access = useAccountAccess()
  const moderation = useModerationSource()

  return (
    <SettingsPage title="Support" description="Get help, tell us what you need, or reach the moderators.">
      <SettingsCard
        title="Quick Help"
        icon={<HelpCircle aria-hidden="true" className="size-5 text-primary" />}
        description="Answers and house rules."
      >
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={paths.communityGuidelines} target="_blank" rel="noopener noreferrer">
              <ShieldCheck aria-hidden="true" />
              Community Guidelines
              <ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link to={`${paths.learnMore}#get-started`}>
              <BookOpen aria-hidden="true" />
              Getting Started Guide
            </Link>
          </Button>
        </div>
      </SettingsCard>

      <SettingsCard
        id="contact-support"
        title="Contact Support"
        icon={<LifeBuoy aria-hidden="true" className="size-5 text-primary" />}
        description="Send a request to the Nexus team. Our team will respond within 24 hours."
      >
        {access.kind === 'member' ? (
          <ContactSupportForm />
        ) : (
          <NeedsAccountNotice access={access}>Sending a support request needs an account.</NeedsAccountNotice>
        )}
      </SettingsCard>

      <SettingsCard
        title="Suggest a Feature"
        icon={<Lightbulb aria-hidden="true" className="size-5 text-primary" />}
        description="Tell us what would make Nexus better for you."
      >
        {access.kind === 'member' ? (
          <FeatureRequestForm />
        ) : (
          <NeedsAccountNotice access={access}>Sending a feature suggestion needs an account.</NeedsAccountNotice>
        )}
      </SettingsCard>

      <SettingsCard
        title="Contact Moderators"
        icon={<MessageSquareWarning aria-hidden="true" className="size-5 text-primary" />}
        description="Report a person or a post to the moderators, or find urgent help."
      >
        <p className="text-sm text-muted-foreground">
          {access.kind === 'member'
            ? "To report a post, a reply, a message or a profile, use its 'Report' button. To write to the moderators about anything else, use 'Message Moderators'."
            : 'Messaging the moderators goes through a support request, which needs an account.'}
        </p>
        <div className="flex flex-wrap gap-2">
          {access.kind === 'member' && moderation.canReport ? (
            <MessageModeratorsDialog source={moderation} />
          ) : (
            <Button asChild>
              <Link to={paths.auth}>
                <MessageSquareWarning aria-hidden="true" />
                Message Moderators
              </Link>
            </Button>
          )}
          <EmergencyContactDialog />
        </div>
        {access.kind === 'member' && moderation.canReport ? <ContactCases source={moderation} /> : null}
      </SettingsCard>

      <SettingsCard
        id="your-reports"
        title="Your reports"
        icon={<Flag aria-hidden="true" className="size-5 text-primary" />}
        description="What you reported, and where each report stands. The person you reported is never told who you are."
      >
        {access.kind === 'member' && moderation.canReport ? (
          <YourReports source={moderation} />
        ) : access.kind === 'member' ? null : (
          <NeedsAccountNotice access={access}>Reporting needs an account.</NeedsAccountNotice>
        )}
      </SettingsCard>
    </SettingsPage>
  )
}
