import { Link } from 'react-router'
import { LegalContact } from '~/components/marketing/legal-page'
import { business } from '~/lib/business'
import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/accessibility'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Accessibility Statement',
    description: `How ${business.name} makes its white-label calculators meet WCAG 2.2 AA, how we test them, what is not there yet, and how to reach us.`,
    path: '/accessibility',
    origin: originFrom(matches),
  })
}

const STATEMENT_DATE = 'November 25, 2026'

export default function AccessibilityStatementPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 text-slate-700 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_p]:mt-4 [&_p]:leading-relaxed [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Accessibility Statement</h1>
      <p className="text-sm font-medium text-slate-600">Last reviewed: {STATEMENT_DATE}</p>
      <p className="text-lg">
        {business.name} builds the calculators its clients put on their websites, and this website. Both are
        meant for everyone, whatever device, browser, assistive technology or language they use.
      </p>

      <h2>Our target</h2>
      <p>
        We aim for the Web Content Accessibility Guidelines (WCAG) 2.2 at levels A and AA, for this website
        and for every calculator, in English and in Spanish, in each client&rsquo;s own colours and fonts.
      </p>

      <h2>How we test</h2>
      <ul>
        <li>
          On every change, automated tests open every calculator in a client&rsquo;s brand, in English and
          Spanish, and check it with axe-core against every WCAG 2.0, 2.1 and 2.2 A and AA rule it has.
        </li>
        <li>
          The same tests use each calculator by keyboard alone at 320 pixels wide (the width of a page zoomed
          to 400 %): every control is reached in reading order, shows where the focus is, is never hidden, and
          focus moves on after the last one. Nothing scrolls sideways and nothing moves when a visitor asks
          for reduced motion.
        </li>
        <li>
          When a client chooses brand colours, we check their contrast (4.5:1 for text, 3:1 for controls and
          chart lines) before they can be saved.
        </li>
        <li>A manual checklist covers what automated tests cannot, item by item, with dates.</li>
      </ul>

      <h2>Conformance reports</h2>
      <p>
        For each calculator a client publishes, the client&rsquo;s approvers can download an accessibility
        conformance report in the structure of the ITI VPAT 2.5 (WCAG edition), filled from this evidence.
        Where nothing has checked a criterion yet, the report says &ldquo;Not evaluated&rdquo; rather than
        claim it.
      </p>

      <h2>Known exceptions</h2>
      <ul>
        <li>
          We have not yet tested the calculators with screen readers (NVDA, JAWS, VoiceOver) by hand: results
          are announced through a polite live region, but we do not claim status messages or error
          announcements until we have.
        </li>
        <li>
          Text spacing overrides (WCAG 1.4.12) and content shown on hover or focus have not been checked yet.
        </li>
        <li>
          On a client&rsquo;s website, the page around the calculator is the client&rsquo;s own: its headings,
          navigation and colours are outside what we control.
        </li>
      </ul>

      <h2>Contact us</h2>
      <p>
        If something on this website or in one of our calculators is hard to use, tell us and we will reply
        within two business days, or{' '}
        <Link to="/contact-us" className="font-medium text-brand-700 underline">
          send us a message
        </Link>
        .
      </p>
      <div className="mt-4">
        <LegalContact />
      </div>
    </article>
  )
}
