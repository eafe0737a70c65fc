import { Link } from 'react-router'
import { calculatorByName } from '~/calculators/registry'
import { errata, versionsText } from '~/lib/accuracy/errata'
import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/accuracy-errata'

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: 'Accuracy Errata',
      description:
        'Every correction to our calculators’ results or to what we said they guarantee: date, versions affected, what changed, an example before and after.',
      path: '/accuracy/errata',
      origin: originFrom(matches),
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: 'Accuracy errata',
      href: '/accuracy/errata.atom',
    },
  ]
}

export default function AccuracyErrataPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-slate-700">
      <p className="text-sm">
        <Link to="/accuracy" className="text-brand-800 underline">
          Accuracy Ledger
        </Link>
      </p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">Accuracy Errata</h1>
      <p className="mt-4 text-lg">
        Every correction to a calculator&rsquo;s results, or to a guarantee we stated, newest first. A change
        that can move a result raises the calculator&rsquo;s engine version, shown in the ledger. Follow these
        by{' '}
        <a href="/accuracy/errata.atom" className="font-semibold text-brand-800 underline">
          Atom feed
        </a>
        .
      </p>
      <ol className="mt-8 space-y-6">
        {errata.map((erratum) => (
          <li key={erratum.id} id={erratum.id} className="rounded-2xl border border-slate-200 p-5">
            <article aria-labelledby={`${erratum.id}-title`}>
              <h2 id={`${erratum.id}-title`} className="text-xl font-bold text-slate-900">
                {erratum.title}
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                <time dateTime={erratum.date}>{erratum.date}</time> ·{' '}
                <Link to={`/accuracy#${erratum.calculator}`} className="text-brand-800 underline">
                  {calculatorByName(erratum.calculator).title.en}
                </Link>{' '}
                · {versionsText(erratum)}
              </p>
              <p className="mt-3">{erratum.whatChanged}</p>
              <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-slate-900">Example</dt>
                <dd>{erratum.example.inputs}</dd>
                <dt className="font-semibold text-slate-900">Before</dt>
                <dd>{erratum.example.before}</dd>
                <dt className="font-semibold text-slate-900">After</dt>
                <dd>{erratum.example.after}</dd>
                <dt className="font-semibold text-slate-900">Change</dt>
                <dd>
                  <code>{erratum.commit}</code>
                </dd>
              </dl>
            </article>
          </li>
        ))}
      </ol>
    </div>
  )
}
