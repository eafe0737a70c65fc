import { useId } from 'react'
import { data, Form, Link, useActionData } from 'react-router'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { canOnPlatform } from '~/lib/access/policy'
import {
  ChangePlanSchema,
  ExtendTrialSchema,
  MAX_TAX_RATE,
  SetTaxRateSchema,
} from '~/lib/billing/admin-billing-form'
import { billingAccounts, changePlan, extendTrial, setTaxRate } from '~/lib/billing/admin-billing.server'
import { formatCents, MAX_TRIAL_EXTENSION_DAYS, PLANS } from '~/lib/billing/plans'
import { formatDay } from '~/lib/billing/trial-status'
import { requireAdmin } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/billing'
import { AdminErrorBoundary, AdminHeader, adminMeta, useNoticeToast } from './admin-ui'

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, {
    title: 'Billing',
    description: 'Every account’s plan, trial, order and monthly recurring revenue',
    path: '/admin/billing',
  })
}

const refused = () => data({ ok: false, notice: 'Your role does not allow this.' }, { status: 403 })

export async function loader(args: Route.LoaderArgs) {
  const view = await requireAdmin(args)
  if (!canOnPlatform(view, 'billing.manage')) throw refused()
  const { accounts, totalMrrCents } = await billingAccounts(getServices(args.context).db)
  return data(
    {
      totalMrr: formatCents(totalMrrCents),
      accounts: accounts.map((account) => ({
        ...account,
        trialEnds: account.trialEndsAt ? formatDay(account.trialEndsAt) : null,
        mrr: formatCents(account.mrrCents),
      })),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function action(args: Route.ActionArgs) {
  const view = await requireAdmin(args)
  if (!canOnPlatform(view, 'billing.manage')) return refused()
  const form = Object.fromEntries(await args.request.formData())
  const admin = { id: view.user.id, email: view.user.email }
  const { db } = getServices(args.context)
  if (form.intent === 'extend-trial') {
    const parsed = ExtendTrialSchema.safeParse(form)
    if (!parsed.success) return data({ ok: false, notice: parsed.error.issues[0]!.message }, { status: 400 })
    const done = await extendTrial(db, admin, parsed.data.workspaceId, parsed.data.days)
    if (!done.ok) return data({ ok: false, notice: done.error }, { status: done.status })
    return { ok: true, notice: `Trial extended by ${parsed.data.days} days.` }
  }
  if (form.intent === 'change-plan') {
    const parsed = ChangePlanSchema.safeParse(form)
    if (!parsed.success) return data({ ok: false, notice: parsed.error.issues[0]!.message }, { status: 400 })
    const done = await changePlan(db, admin, parsed.data.workspaceId, parsed.data.plan)
    if (!done.ok) return data({ ok: false, notice: done.error }, { status: done.status })
    return { ok: true, notice: 'Plan changed.' }
  }
  if (form.intent === 'set-tax-rate') {
    const parsed = SetTaxRateSchema.safeParse(form)
    if (!parsed.success) return data({ ok: false, notice: parsed.error.issues[0]!.message }, { status: 400 })
    const done = await setTaxRate(db, admin, parsed.data.workspaceId, parsed.data.rate)
    if (!done.ok) return data({ ok: false, notice: done.error }, { status: done.status })
    return { ok: true, notice: `Sales tax set to ${parsed.data.rate} % from the next invoice.` }
  }
  return data({ ok: false, notice: 'Unknown action.' }, { status: 400 })
}

type Account = Route.ComponentProps['loaderData']['accounts'][number]

function AccountActions({ account }: { account: Account }) {
  const id = useId()
  return (
    <div className="mt-3 flex flex-wrap items-end gap-4 border-t border-slate-100 pt-3">
      {account.trialEnds ? (
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="extend-trial" />
          <input type="hidden" name="workspaceId" value={account.id} />
          <div>
            <Label htmlFor={`${id}-days`}>Days</Label>
            <Input
              id={`${id}-days`}
              name="days"
              type="number"
              min={1}
              max={MAX_TRIAL_EXTENSION_DAYS}
              defaultValue={14}
              required
              className="h-10 w-24"
            />
          </div>
          <Button type="submit" variant="secondary" size="sm" aria-label={`Extend trial of ${account.name}`}>
            Extend trial
          </Button>
        </Form>
      ) : null}
      <Form method="post" className="flex items-end gap-2">
        <input type="hidden" name="intent" value="change-plan" />
        <input type="hidden" name="workspaceId" value={account.id} />
        <div>
          <Label htmlFor={`${id}-plan`}>Plan</Label>
          <select
            id={`${id}-plan`}
            name="plan"
            defaultValue={PLANS.find((plan) => plan.name === account.planName)?.id ?? 'growth'}
            className="form-field h-10"
          >
            {PLANS.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" size="sm" aria-label={`Change plan of ${account.name}`}>
          Change plan
        </Button>
      </Form>
      <Form method="post" className="flex items-end gap-2">
        <input type="hidden" name="intent" value="set-tax-rate" />
        <input type="hidden" name="workspaceId" value={account.id} />
        <div>
          <Label htmlFor={`${id}-tax`}>Sales tax (%)</Label>
          <Input
            id={`${id}-tax`}
            name="rate"
            inputMode="decimal"
            defaultValue={account.taxRate}
            required
            aria-describedby={`${id}-tax-hint`}
            className="h-10 w-24"
          />
        </div>
        <Button type="submit" variant="secondary" size="sm" aria-label={`Set sales tax of ${account.name}`}>
          Set sales tax
        </Button>
        <p id={`${id}-tax-hint`} className="sr-only">
          0 to {MAX_TAX_RATE} %, at most 3 decimals; used from the next invoice.
        </p>
      </Form>
    </div>
  )
}

export default function AdminBilling({ loaderData: { accounts, totalMrr } }: Route.ComponentProps) {
  useNoticeToast(useActionData<typeof action>())
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AdminHeader title="Billing" />
      <p className="mb-6 text-lg text-slate-900" data-testid="total-mrr">
        Monthly recurring revenue: <strong>{totalMrr}</strong>{' '}
        <span className="text-sm text-slate-600">(current orders; annual prices / 12)</span>
      </p>
      <p className="mb-6">
        <Link
          to="/admin/billing/invoices"
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Invoices
        </Link>{' '}
        <span className="text-slate-700">— next invoices, what is overdue, and marking an invoice paid</span>
      </p>
      {accounts.length === 0 ? (
        <p className="text-slate-700">No account has a plan, a trial or an order yet.</p>
      ) : null}
      <ul className="grid gap-3">
        {accounts.map((account) => (
          <li key={account.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <h2 className="text-base font-bold">
              <Link to={`/workspace/${account.id}`} className="text-brand-700 underline">
                {account.name}
              </Link>
            </h2>
            <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-4">
              <div>
                <dt className="text-slate-600">Plan</dt>
                <dd className="font-semibold">{account.planName ?? 'None (contract outside the product)'}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Trial ends</dt>
                <dd className="font-semibold">{account.trialEnds ?? 'No trial'}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Current order</dt>
                <dd className="font-semibold">
                  {account.order
                    ? `${account.order.facts.number}: ${account.order.facts.plan}, ${account.order.facts.price}`
                    : 'None'}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Monthly recurring revenue</dt>
                <dd className="font-semibold">{account.mrr}</dd>
              </div>
            </dl>
            <AccountActions account={account} />
          </li>
        ))}
      </ul>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
