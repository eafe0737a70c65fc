import { useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Field, useFocusFirstError } from '~/components/forms'
import { Button } from '~/components/ui/button'
import type { OrderPlan } from '~/db/billing-schema'
import type { OrderField } from '~/lib/billing/order-form'
import { ORDER_LIMITS, orderPlanName, orderPriceCents } from '~/lib/billing/order-plan'
import { formatCents, isPlanId, PLAN_IDS, WEBSITE_MANAGEMENT, type Term } from '~/lib/billing/plans'
import { TERMS_DOCUMENTS, termsLabel } from '~/lib/billing/terms'
import { chosenBeforeHydration } from '~/lib/before-hydration'

const PLANS: readonly OrderPlan[] = [...PLAN_IDS, WEBSITE_MANAGEMENT.id]

export type OrderDefaults = {
  plan: OrderPlan
  term: Term
  billingName: string
  billingEmail: string
  poNumber: string
  signerName: string
}

const priceLine = (plan: OrderPlan) =>
  isPlanId(plan)
    ? `${formatCents(orderPriceCents(plan, 'monthly'))} a month, or ${formatCents(orderPriceCents(plan, 'annual'))} a year`
    : `${formatCents(orderPriceCents(plan, 'monthly'))} a month, monthly only`

function Choice(props: {
  name: string
  value: string
  checked: boolean
  disabled?: boolean
  invalid: boolean
  errorId: string
  onChange: () => void
  label: string
  detail: string
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChange}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.invalid ? props.errorId : undefined}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <span>
        <span className="block font-semibold text-slate-900">{props.label}</span>
        <span className="block text-sm text-slate-700">{props.detail}</span>
      </span>
    </label>
  )
}

/** "Choose a plan" (issue 44 §4): one schema (~/lib/billing/order-form) checks it here and in the action. */
export function OrderForm(props: {
  institution: string
  defaults: OrderDefaults
  errors: Partial<Record<OrderField | 'form', string>>
}) {
  const { defaults, errors } = props
  const [plan, setPlan] = useState<OrderPlan>(defaults.plan)
  const [term, setTerm] = useState<Term>(defaults.term)
  const monthlyOnly = !isPlanId(plan)
  const shownTerm = monthlyOnly ? 'monthly' : term
  const busy = useNavigation().state === 'submitting'
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstError(form, errors)
  // A plan or term chosen before the scripts arrived stays: state would check the defaults again at its first change.
  useEffect(() => {
    const chosenPlan = chosenBeforeHydration(form.current, 'plan')
    const chosen = PLANS.find((id) => id === chosenPlan)
    if (chosen) setPlan(chosen)
    const chosenTerm = chosenBeforeHydration(form.current, 'term')
    if (chosenTerm === 'monthly' || chosenTerm === 'annual') setTerm(chosenTerm)
  }, [])
  return (
    <Form method="post" ref={form} className="grid gap-6" aria-label="Choose a plan">
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {errors.form}
        </p>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-lg font-bold text-slate-900">Plan</legend>
        {PLANS.map((id, index) => (
          <Choice
            key={id}
            name="plan"
            value={id}
            checked={plan === id}
            invalid={Boolean(errors.plan) && index === 0}
            errorId="plan-error"
            onChange={() => setPlan(id)}
            label={orderPlanName(id)}
            detail={priceLine(id)}
          />
        ))}
        <p id="plan-error" className="field-error" role={errors.plan ? 'alert' : undefined}>
          {errors.plan}
        </p>
      </fieldset>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-slate-900">Term</legend>
        {(['monthly', 'annual'] as const).map((id, index) => (
          <Choice
            key={id}
            name="term"
            value={id}
            checked={shownTerm === id}
            disabled={id === 'annual' && monthlyOnly}
            invalid={Boolean(errors.term) && index === 0}
            errorId="term-error"
            onChange={() => setTerm(id)}
            label={id === 'monthly' ? 'Monthly' : 'Annual'}
            detail={
              id === 'monthly'
                ? `${formatCents(orderPriceCents(plan, 'monthly'))} a month`
                : monthlyOnly
                  ? `${WEBSITE_MANAGEMENT.name} is billed monthly only`
                  : `${formatCents(orderPriceCents(plan, 'annual'))} a year (two months free)`
            }
          />
        ))}
        <p id="term-error" className="field-error sm:col-span-2" role={errors.term ? 'alert' : undefined}>
          {errors.term}
        </p>
      </fieldset>
      <fieldset className="grid gap-1">
        <legend className="mb-2 text-lg font-bold text-slate-900">Whom we invoice</legend>
        <Field
          label="Billing contact name"
          name="billingName"
          required
          maxLength={ORDER_LIMITS.name}
          autoComplete="name"
          defaultValue={defaults.billingName}
          error={errors.billingName}
        />
        <Field
          label="Billing contact e-mail"
          name="billingEmail"
          type="email"
          required
          maxLength={ORDER_LIMITS.email}
          autoComplete="email"
          defaultValue={defaults.billingEmail}
          error={errors.billingEmail}
        />
        <Field
          label="PO number (optional)"
          name="poNumber"
          maxLength={ORDER_LIMITS.poNumber}
          hint="Printed on every invoice, if your institution needs one."
          defaultValue={defaults.poNumber}
          error={errors.poNumber}
        />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-bold text-slate-900">Terms and signature</legend>
        <ul className="grid gap-1">
          {TERMS_DOCUMENTS.map((document) => (
            <li key={document.id}>
              <Link to={document.path} target="_blank" className="font-semibold text-brand-700 underline">
                {termsLabel(document)}
                <span className="sr-only"> (opens in a new tab)</span>
              </Link>
            </li>
          ))}
        </ul>
        <input type="hidden" name="agreementVersion" value={TERMS_DOCUMENTS[0].version} />
        <input type="hidden" name="dpaVersion" value={TERMS_DOCUMENTS[1].version} />
        {errors.agreementVersion || errors.dpaVersion ? (
          <p role="alert" className="field-error">
            {errors.agreementVersion ?? errors.dpaVersion}
          </p>
        ) : null}
        <div>
          <label className="flex items-start gap-3 text-slate-900">
            <input
              type="checkbox"
              name="accept"
              required
              aria-invalid={errors.accept ? true : undefined}
              aria-describedby={errors.accept ? 'accept-error' : undefined}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span>
              I accept the {TERMS_DOCUMENTS[0].title} (version {TERMS_DOCUMENTS[0].version}) and the{' '}
              {TERMS_DOCUMENTS[1].title} (version {TERMS_DOCUMENTS[1].version}) on behalf of{' '}
              {props.institution}, and I am authorised to sign for it.
            </span>
          </label>
          <p id="accept-error" className="field-error" role={errors.accept ? 'alert' : undefined}>
            {errors.accept}
          </p>
        </div>
        <Field
          label="Type your full name to sign"
          name="signerName"
          required
          maxLength={ORDER_LIMITS.name}
          autoComplete="name"
          defaultValue={defaults.signerName}
          error={errors.signerName}
        />
      </fieldset>
      <p className="text-sm text-slate-700">
        No set-up fee. We invoice in advance, net 30, by ACH or cheque. The signed order is e-mailed as a PDF
        to the billing contact and to you.
      </p>
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy
            ? 'Signing…'
            : `Sign the order: ${formatCents(orderPriceCents(plan, shownTerm))} ${shownTerm === 'annual' ? 'a year' : 'a month'}`}
        </Button>
      </div>
    </Form>
  )
}
