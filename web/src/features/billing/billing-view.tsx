import { format } from 'date-fns'
import {
  ArrowLeft,
  CalendarSync,
  CreditCard,
  Download,
  LoaderCircle,
  Receipt,
  ReceiptText,
  Sparkles,
  XCircle,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Badge } from '@/components/ui/badge'
import { Button, type ButtonProps } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import type { SessionUser } from '@/lib/auth/session-user'
import { billingState, planDisplayName } from './billing-state'
import type { PortalAction } from './use-billing-portal'

/** Props of {@link BillingView}. */
export interface BillingViewProps {
  user: Pick<SessionUser, 'isAdmin' | 'isGuest' | 'trialEndDate' | 'subscription'>
  /** The portal action whose request is pending, if any; all portal buttons are disabled meanwhile. */
  busy: PortalAction | null
  onPortal: (action: PortalAction) => void
  onDownloadInvoice: () => void
  /** True after returning from Checkout: shows the neutral 'may take a moment' notice. */
  checkoutReturned?: boolean
  /** Clock for the trial check; defaults to now. */
  now?: Date
}

/** Formats an ISO date as e.g. 'January 8, 2030', or 'Soon' when there is none. */
export function billingDate(iso: string | null | undefined): string {
  if (!iso) return 'Soon'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? 'Soon' : format(date, 'MMMM d, yyyy')
}

/**
 * /settings/billing, presentational: a back button to
 * /settings; Current Plan in one of three states (Active badge, plan and next billing date;
 * Trial badge, expiry and 'Upgrade to Premium'; or 'No active subscription' and 'Choose a
 * Plan'); Payment Method, Billing History, Billing Cycle; Cancel Subscription for an active
 * subscription only. Every portal action calls `onPortal`; 'Download invoice' calls
 * `onDownloadInvoice`.
 */
export function BillingView({
  user,
  busy,
  onPortal,
  onDownloadInvoice,
  checkoutReturned = false,
  now,
}: BillingViewProps) {
  const state = billingState(user, now)
  const portalButton = (action: PortalAction, label: string, icon: ReactNode, props: ButtonProps = {}) => (
    <Button
      variant="outline"
      disabled={busy !== null}
      aria-busy={busy === action || undefined}
      onClick={() => onPortal(action)}
      {...props}
    >
      {busy === action ? <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : icon}
      {label}
    </Button>
  )

  return (
    <section aria-labelledby="billing-heading" className="space-y-6">
      <div className="space-y-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={paths.settings.root}>
            <ArrowLeft aria-hidden="true" />
            Back to Settings
          </Link>
        </Button>
        <h1 id="billing-heading" className="text-2xl font-bold tracking-tight">
          Billing
        </h1>
        <p className="text-muted-foreground">Your plan, payment method and invoices.</p>
      </div>

      {checkoutReturned ? (
        <div role="status" className="rounded-xl border border-primary/40 bg-primary/10 p-4 text-sm">
          <p className="font-semibold">Thank you! Your payment is being confirmed.</p>
          <p className="mt-1 text-muted-foreground">
            It may take a moment for your plan to show here. This page checks again on its own.
          </p>
        </div>
      ) : null}

      <BillingSection title="Current Plan" icon={<Sparkles aria-hidden="true" className="size-5 text-primary" />}>
        {state === 'active' ? (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div className="space-y-1">
              <p className="flex items-center gap-2 text-lg font-semibold">
                <span>{planDisplayName(user.subscription.plan)}</span>
                <Badge>Active</Badge>
              </p>
              <p className="text-sm text-muted-foreground">
                Next billing date: <span data-testid="next-billing-date">{billingDate(user.subscription.endDate)}</span>
              </p>
            </div>
            {portalButton('manage-subscription', 'Manage Subscription', <CreditCard aria-hidden="true" />, {
              variant: 'default',
            })}
          </div>
        ) : state === 'trial' ? (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div className="space-y-1">
              <p className="flex items-center gap-2 text-lg font-semibold">
                <span>Free Trial</span>
                <Badge variant="secondary">Trial</Badge>
              </p>
              <p className="text-sm text-muted-foreground">
                Trial expires: <span data-testid="trial-expiry">{billingDate(user.trialEndDate)}</span>
              </p>
            </div>
            <Button asChild>
              <Link to={paths.pricing}>Upgrade to Premium</Link>
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="text-muted-foreground">No active subscription</p>
            <Button asChild>
              <Link to={paths.pricing}>Choose a Plan</Link>
            </Button>
          </div>
        )}
      </BillingSection>

      <BillingSection
        title="Payment Method"
        icon={<CreditCard aria-hidden="true" className="size-5 text-primary" />}
        description="Your card details are kept by our payment provider, never by Nexus."
      >
        {portalButton('update-payment-method', 'Update Payment Method', <CreditCard aria-hidden="true" />)}
      </BillingSection>

      <BillingSection
        title="Billing History"
        icon={<Receipt aria-hidden="true" className="size-5 text-primary" />}
        description="Every invoice and receipt is in the billing portal."
      >
        <div className="flex flex-wrap gap-3">
          {portalButton('view-billing-history', 'View Billing History', <ReceiptText aria-hidden="true" />)}
          {state === 'active' ? (
            <Button variant="ghost" onClick={onDownloadInvoice}>
              <Download aria-hidden="true" />
              Download invoice
            </Button>
          ) : null}
        </div>
      </BillingSection>

      <BillingSection
        title="Billing Cycle"
        icon={<CalendarSync aria-hidden="true" className="size-5 text-primary" />}
        description={state === 'active' ? 'You are billed monthly.' : 'Paid plans are billed monthly.'}
      >
        {portalButton('change-billing-cycle', 'Change Billing Cycle', <CalendarSync aria-hidden="true" />)}
      </BillingSection>

      {state === 'active' ? (
        <BillingSection
          title="Cancel Subscription"
          icon={<XCircle aria-hidden="true" className="size-5 text-destructive" />}
          description="You keep your plan until the end of the period you have paid for."
        >
          {portalButton('cancel-subscription', 'Cancel Subscription', <XCircle aria-hidden="true" />, {
            variant: 'destructive',
          })}
        </BillingSection>
      ) : null}
    </section>
  )
}

function BillingSection({
  title,
  icon,
  description,
  children,
}: {
  title: string
  icon: ReactNode
  description?: string
  children: ReactNode
}) {
  const id = `billing-${title.toLowerCase().replace(/\s+/g, '-')}`
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
          {icon}
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}
