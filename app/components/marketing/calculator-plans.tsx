import { Check } from 'lucide'
import { Icon } from '~/components/ui/icon'
import { Button } from '~/components/ui/button'
import { TrialLink } from '~/components/trial-link'
import {
  annualSavingsCents,
  EVERY_PLAN_INCLUDES,
  formatCents,
  formatLimit,
  PLANS,
  type Plan,
  TRIAL_DAYS,
} from '~/lib/billing/plans'

/** One plan's allowances as the comparison reads them, in the same order on every card. */
export function planAllowances({ limits }: Plan): Array<[string, string]> {
  return [
    ['Calculators', formatLimit(limits.calculators, 'calculators')],
    ['Seats', formatLimit(limits.seats, 'team members')],
    ['Calculator views', `${limits.monthlyViews.toLocaleString('en-US')} a month`],
    [
      'Leads',
      limits.monthlyLeads === null ? 'Every lead' : `${limits.monthlyLeads.toLocaleString('en-US')} a month`,
    ],
    ['Webhooks', formatLimit(limits.webhooks, limits.webhooks === 1 ? 'endpoint' : 'endpoints')],
    ['Custom lead fields', formatLimit(limits.customLeadFields, 'fields')],
    ['Languages', limits.languages > 1 ? 'English and Spanish' : 'English'],
    [
      'Specialty calculators',
      limits.specialtyCalculators === 0 ? 'Not included' : `${limits.specialtyCalculators} built for you`,
    ],
  ]
}

/*
 * Cards, not a table: at 390 px a table of three plans by eight rows scrolls sideways. Each card is a
 * description list in the same order, so the rows compare down the page on a phone and side by side on a
 * desktop. Both prices show at once: no switch, no script on a prerendered page.
 */
function PlanCard({ plan }: { plan: Plan }) {
  const id = `calculator-plan-${plan.id}`
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${plan.featured ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
    >
      <h3 id={id} className="text-2xl font-bold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-3 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold text-slate-900">{formatCents(plan.monthlyCents)}</span>
        <span className="text-slate-700">per month</span>
      </p>
      <p className="mt-1 text-slate-700">
        or {formatCents(plan.annualCents)} per year{' '}
        <span className="font-semibold text-brand-800">(save {formatCents(annualSavingsCents(plan))})</span>
      </p>
      <p className="mt-4 text-slate-700">{plan.summary}</p>
      <dl className="mt-5 flex-1 divide-y divide-slate-100 border-y border-slate-100">
        {planAllowances(plan).map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2 text-sm">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Button asChild size="lg" variant={plan.featured ? 'primary' : 'secondary'} className="mt-6 w-full">
        <TrialLink aria-label={`Start a free 30-day trial (${plan.name})`} />
      </Button>
    </section>
  )
}

export function CalculatorPlans() {
  return (
    <section aria-labelledby="calculator-plans" className="mx-auto max-w-6xl px-4 pt-16">
      <h2 id="calculator-plans" className="text-3xl font-bold text-slate-900">
        White-label calculator plans
      </h2>
      <p className="mt-3 max-w-3xl text-slate-700">
        Published prices, no set-up fee, and a free {TRIAL_DAYS}-day trial of every feature on your own rates
        and brand. Pay monthly, or yearly and get two months free; we invoice net 30, by ACH or cheque.
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <section aria-labelledby="every-plan" className="mt-10 rounded-2xl bg-brand-50 p-6">
        <h3 id="every-plan" className="text-xl font-bold text-slate-900">
          Every plan includes
        </h3>
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {EVERY_PLAN_INCLUDES.map((item) => (
            <li key={item} className="flex gap-3 text-slate-700">
              <Icon icon={Check} className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {item}
            </li>
          ))}
        </ul>
        <Button asChild size="lg" className="mt-6">
          <TrialLink />
        </Button>
      </section>
    </section>
  )
}
