import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import { getPlan, TRIAL_DAYS } from '@/config/plans'

const basic = getPlan('basic')
const pro = getPlan('premium')

const faqs = [
  {
    q: `How does the ${TRIAL_DAYS}-day free trial work?`,
    a: `Every new account starts with ${TRIAL_DAYS} days of full access, and no credit card is needed. Explore every room, keep a journal and try the assistant. When the trial ends your account moves to the free tier unless you choose a plan, and nothing is charged automatically.`,
  },
  {
    q: 'Can I change or cancel my plan later?',
    a: `Yes. You can move between ${basic.name} and ${pro.name}, or cancel, at any time from Settings → Billing. After cancelling you keep your paid features until the end of the period you have already paid for.`,
  },
  {
    q: 'Which payment methods do you accept?',
    a: 'All major credit and debit cards. Payments are handled by our card payment provider on its secure checkout page, so your card details never pass through Nexus.',
  },
  {
    q: 'What are the Explorer, Connector and Mentor plans?',
    a: `They are the community's names for our plans: Explorer is the Free Trial, Connector is ${basic.name} (${basic.price}${basic.period}) and Mentor is ${pro.name} (${pro.price}${pro.period}).`,
  },
] as const

/** The pricing page's FAQ: the trial, plan changes, payment methods and plan names. */
export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-heading" className="mx-auto max-w-3xl">
      <h2 id="pricing-faq-heading" className="text-center text-2xl font-bold tracking-tight">
        Frequently Asked Questions
      </h2>
      <Accordion className="mt-6 rounded-xl border border-border bg-card px-5 text-card-foreground">
        {faqs.map((f, i) => (
          <AccordionItem key={f.q} value={`pricing-faq-${i}`}>
            <AccordionTrigger className="text-base!">{f.q}</AccordionTrigger>
            <AccordionContent className="leading-relaxed text-muted-foreground">{f.a}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  )
}
