import { Check } from 'lucide'
import { Icon } from '~/components/ui/icon'
import type { ReactNode } from 'react'
import { PageIntro } from '~/components/marketing/page-intro'
import { Button } from '~/components/ui/button'
import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/pricing-breakdown'
import { ContactLink } from '~/components/contact-link'
import { CalculatorPlans } from '~/components/marketing/calculator-plans'
import { formatCents, PLANS, WEBSITE_MANAGEMENT } from '~/lib/billing/plans'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Pricing Breakdown',
    description: `Calculator plans from ${formatCents(PLANS[0]!.monthlyCents)} a month with a free 30-day trial; websites: Monthly Management at $65 per month, or a Single Purchase by quote.`,
    path: '/pricing-breakdown',
    origin: originFrom(matches),
  })
}

const monthlyInclusions = WEBSITE_MANAGEMENT.includes

const singlePurchaseInclusions = [
  "A custom-built site matching your business's colour, font and style",
  'Mobile-responsive design',
  'A 30-day support period after launch',
]

function Plan({
  id,
  name,
  price,
  summary,
  inclusions,
  action,
  featured,
}: {
  id: string
  name: string
  price: ReactNode
  summary: string
  inclusions: readonly string[]
  action: ReactNode
  featured?: boolean
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col rounded-2xl border bg-white p-8 shadow-sm ${featured ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
    >
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {name}
      </h2>
      <div className="mt-4">{price}</div>
      <p className="mt-4 text-slate-700">{summary}</p>
      <h3 className="mt-6 font-semibold text-slate-900">What's included</h3>
      <ul className="mt-3 flex-1 space-y-3">
        {inclusions.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <Icon icon={Check} className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </section>
  )
}

export default function PricingBreakdownPage() {
  return (
    <>
      <PageIntro eyebrow="Simple, clear pricing" title="Pricing Breakdown">
        <p>
          Branded calculators for your site by the month or the year, with a free 30-day trial; a website we
          look after for you every month, or a one-time build quoted for your project.
        </p>
      </PageIntro>
      <CalculatorPlans />
      <div className="mx-auto max-w-5xl px-4 py-16">
        <h2 className="mb-8 text-3xl font-bold text-slate-900">Website plans</h2>
        <div className="grid gap-8 md:grid-cols-2">
          <Plan
            id="plan-monthly"
            featured
            name="Monthly Management"
            price={
              <p className="flex items-baseline gap-2">
                <span className="text-5xl font-extrabold text-slate-900">$65</span>
                <span className="text-lg text-slate-700">per month</span>
              </p>
            }
            summary="We build your website and keep it running, secure and up to date, for one monthly price."
            inclusions={monthlyInclusions}
            action={
              <Button asChild size="lg" className="w-full">
                <ContactLink prefill="monthlyManagement">Choose Monthly Management</ContactLink>
              </Button>
            }
          />
          <Plan
            id="plan-single"
            name="Single Purchase"
            price={<p className="text-lg text-slate-700">One-time purchase, priced for your project</p>}
            summary="A one-time build for businesses that prefer to own and run their site themselves."
            inclusions={singlePurchaseInclusions}
            action={
              <Button asChild variant="secondary" size="lg" className="w-full">
                <ContactLink prefill="singlePurchase">Get Custom Quote</ContactLink>
              </Button>
            }
          />
        </div>
        <section aria-labelledby="custom-quote" className="mt-14 rounded-2xl bg-brand-50 p-8 text-center">
          <h2 id="custom-quote" className="text-2xl font-bold text-slate-900">
            Have specific project requirements?
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-slate-700">
            Specialty calculators, integrations or a larger site: tell us what you need and we will price it
            for you.
          </p>
          <Button asChild variant="accent" size="lg" className="mt-6">
            <ContactLink prefill="customQuote">Request a Custom Quote</ContactLink>
          </Button>
        </section>
      </div>
    </>
  )
}
