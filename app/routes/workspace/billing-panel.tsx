import { CircleCheck, Circle } from 'lucide'
import { Icon } from '~/components/ui/icon'
import { Link } from 'react-router'
import { PRICING_PATH } from '~/lib/billing/pricing-path'
import { formatDay, type ChecklistItem, type TrialPhase } from '~/lib/billing/trial-status'

type Overview = {
  planName: string
  phase: TrialPhase
  views: number
  viewLimit: number
  viewThreshold: 80 | 100 | null
  checklist: ChecklistItem[]
}

const plansLink = (
  <Link to={PRICING_PATH} className="font-semibold underline underline-offset-4">
    See the plans
  </Link>
)

/** The trial's end (or grace), and the views against the plan: owners only; visitors never see billing. */
function Notices({ overview }: { overview: Overview }) {
  const { phase, views, viewLimit, viewThreshold, planName } = overview
  const views_ = `${views.toLocaleString('en-US')} of ${viewLimit.toLocaleString('en-US')}`
  return (
    <>
      {phase.phase === 'trial' ? (
        <p
          className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800"
          data-testid="trial-notice"
        >
          Your free trial of the {planName} plan ends on <strong>{formatDay(phase.endsAt)}</strong> (
          {phase.daysLeft} {phase.daysLeft === 1 ? 'day' : 'days'} left). {plansLink}
        </p>
      ) : phase.phase === 'grace' ? (
        <p
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900"
          data-testid="trial-notice"
        >
          Your free trial ended on <strong>{formatDay(phase.endsAt)}</strong>. Your published calculators keep
          serving your visitors until <strong>{formatDay(phase.graceEndsAt)}</strong>; choose a plan to keep
          them going. {plansLink}
        </p>
      ) : phase.phase === 'ended' ? (
        <p
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900"
          data-testid="trial-notice"
        >
          Your free trial ended on <strong>{formatDay(phase.endsAt)}</strong>. Choose a plan to keep your
          calculators under contract. {plansLink}
        </p>
      ) : null}
      {viewThreshold ? (
        <p
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900"
          data-testid="views-notice"
        >
          {viewThreshold === 100
            ? `Your calculators have had ${views_} views included this month. They keep serving every visitor; the views over the plan show on your next invoice, or move to a larger plan.`
            : `Your calculators have had ${views_} views included this month (80 % or more).`}{' '}
          {plansLink}
        </p>
      ) : null}
    </>
  )
}

function Checklist({ items }: { items: ChecklistItem[] }) {
  const done = items.filter((item) => item.done).length
  return (
    <section aria-labelledby="trial-checklist" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="trial-checklist" className="text-lg font-bold text-slate-900">
        Your trial checklist
      </h2>
      <p className="text-sm text-slate-600">
        {done} of {items.length} done
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-2">
            {item.done ? (
              <Icon icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-green-700" />
            ) : (
              <Icon icon={Circle} className="mt-0.5 size-5 shrink-0 text-slate-400" />
            )}
            <div>
              <Link
                to={item.href}
                className={item.done ? 'text-slate-600 line-through' : 'text-brand-800 underline'}
              >
                {item.label}
              </Link>
              <span className="sr-only">{item.done ? '(done)' : '(to do)'}</span>
              {item.aside ? (
                <p className="text-sm">
                  <Link to={item.aside.href} className="text-brand-800 underline">
                    {item.aside.label}
                  </Link>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function BillingPanel({ overview }: { overview: Overview | null }) {
  if (!overview) return null
  return (
    <div className="mb-8 grid gap-4">
      <Notices overview={overview} />
      {overview.checklist.length > 0 ? <Checklist items={overview.checklist} /> : null}
    </div>
  )
}
