import type { ReactNode } from 'react'
import { business, fullAddress } from '~/lib/business'

export const LEGAL_EFFECTIVE_DATE = '7/10/2025'

export type LegalSection = { title: string; body: ReactNode }

/** A legal document at a readable width: one h1, the effective date, one h2 per section. */
export function LegalPage({
  title,
  intro,
  sections,
  version,
  effective = LEGAL_EFFECTIVE_DATE,
}: {
  title: string
  intro: ReactNode
  sections: LegalSection[]
  /** A versioned document (the order's terms, app/lib/billing/terms.ts) prints its version too. */
  version?: string
  effective?: string
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 text-slate-700">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-sm font-medium text-slate-600">
        {version ? <>Version {version} · </> : null}Effective date: {effective}
      </p>
      <div className="mt-8 space-y-4 text-lg leading-relaxed">{intro}</div>
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`section-${index + 1}`} className="mt-10">
          <h2 id={`section-${index + 1}`} className="text-2xl font-bold text-slate-900">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 space-y-4 leading-relaxed [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  )
}

/** How to reach the business about a legal document. */
export function LegalContact() {
  return (
    <address className="not-italic">
      {business.legalName}
      <br />
      {fullAddress}
      <br />
      E-mail:{' '}
      <a className="font-medium text-brand-700 underline" href={`mailto:${business.email}`}>
        {business.email}
      </a>
      <br />
      Phone:{' '}
      <a className="font-medium text-brand-700 underline" href={business.phoneHref}>
        {business.phone}
      </a>
    </address>
  )
}
