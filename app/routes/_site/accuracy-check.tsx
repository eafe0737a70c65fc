import { calculators } from '~/calculators/registry'
import { originFrom, pageMeta } from '~/lib/meta'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/accuracy-check'
import { checkScenario } from './accuracy-check.server'
import { ReceiptPanel, StepsTable } from '~/components/accuracy/receipt-panel'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Check your own scenario',
    description:
      'Enter any inputs of any of our calculators: see the results, the calculation step by step, and a signed receipt anyone can verify.',
    path: '/accuracy/check',
    origin: originFrom(matches),
  })
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return checkScenario(new URL(request.url), getServices(context).config, new Date())
}

const inputClass =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900'
const buttonClass = 'rounded-lg bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900'

export default function AccuracyCheckPage({ loaderData: check }: Route.ComponentProps) {
  const chosen = check.kind === 'check' ? check.calculator : ''
  return (
    <article className="mx-auto max-w-4xl px-4 py-14 text-slate-700">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Check your own scenario</h1>
      <p className="mt-4 text-lg leading-relaxed">
        Pick a calculator and enter its inputs. The engine that serves our calculators computes the results,
        the page writes the calculation out step by step, and you get a receipt signed with our Ed25519 key:
        keep it as evidence that these figures came from this engine version, and verify it yourself with the{' '}
        <a href="/.well-known/brightline-receipt-key.pem" className="font-semibold text-sky-800 underline">
          public key
        </a>
        .
      </p>
      <form method="get" className="mt-8 flex flex-wrap items-end gap-3">
        <div className="min-w-0 grow">
          <label htmlFor="check-calculator" className="mb-1 block text-sm font-medium text-slate-800">
            Calculator
          </label>
          <select id="check-calculator" name="calculator" defaultValue={chosen} className={inputClass}>
            {chosen ? null : <option value="">Choose a calculator</option>}
            {calculators.map((calculator) => (
              <option key={calculator.name} value={calculator.name}>
                {calculator.title.en}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass}>
          Show its inputs
        </button>
      </form>
      {check.kind === 'check' ? (
        <>
          <section aria-labelledby="check-inputs" className="mt-10">
            <h2 id="check-inputs" className="text-2xl font-bold text-slate-900">
              {check.title}: inputs
            </h2>
            <form method="get" className="mt-4">
              <input type="hidden" name="calculator" value={check.calculator} />
              <div className="grid gap-4 sm:grid-cols-2">
                {check.fields.map((field) => (
                  <div key={field.param}>
                    <label
                      htmlFor={`check-${field.param}`}
                      className="mb-1 block text-sm font-medium text-slate-800"
                    >
                      {field.label} <span className="font-mono text-xs text-slate-600">({field.param})</span>
                    </label>
                    <input
                      id={`check-${field.param}`}
                      name={field.param}
                      defaultValue={field.value}
                      className={inputClass}
                    />
                  </div>
                ))}
              </div>
              <button type="submit" className={`${buttonClass} mt-6`}>
                Calculate and sign
              </button>
            </form>
          </section>
          {check.problems.length > 0 ? (
            <div role="alert" className="mt-8 rounded-lg border border-red-700 bg-red-50 p-4 text-red-800">
              <p className="font-semibold">These inputs cannot be used, so nothing was signed:</p>
              <ul className="mt-2 list-disc pl-6">
                {check.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : (
            <>
              <section aria-labelledby="check-results" className="mt-10">
                <h2 id="check-results" className="text-2xl font-bold text-slate-900">
                  Results (engine {check.engineVersion})
                </h2>
                <dl className="mt-4 grid gap-3 sm:grid-cols-2">
                  {check.figures.map((figure) => (
                    <div key={figure.label} className="rounded-lg border border-slate-200 bg-white p-3">
                      <dt className="text-sm text-slate-700">{figure.label}</dt>
                      <dd className="text-xl font-bold text-slate-900">{figure.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
              <StepsTable steps={check.steps} />
              {check.receipt ? <ReceiptPanel receipt={check.receipt} /> : null}
            </>
          )}
        </>
      ) : null}
    </article>
  )
}
