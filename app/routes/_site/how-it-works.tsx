import { Link } from 'react-router'
import { CtaBand } from '~/components/marketing/cta-band'
import { PageIntro } from '~/components/marketing/page-intro'
import { Button } from '~/components/ui/button'
import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/how-it-works'
import { ContactLink } from '~/components/contact-link'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'How it Works',
    description:
      'Three steps to branded calculators on your website: choose them, we tailor them to your brand, and once your team approves, they go live on your site.',
    path: '/how-it-works',
    origin: originFrom(matches),
  })
}

const steps = [
  {
    title: 'Choose your calculators',
    text: 'Pick the calculators your clients need from our loan, CD and retirement calculators. Need something else? Specialty calculators can be requested.',
  },
  {
    title: 'We tailor them to your brand',
    text: 'We match the colour, font and language of each calculator to your brand, so it reads and looks like the rest of your website.',
  },
  {
    title: 'Approve and go live',
    text: 'Once your team approves the result, the calculators are hosted on your site, ready for your clients to use.',
  },
]

export default function HowItWorksPage() {
  return (
    <>
      <PageIntro eyebrow="Three simple steps" title="How it Works">
        <p>
          From first choice to live calculators on your website, we do the work and you keep the final say.
        </p>
      </PageIntro>
      <section aria-labelledby="steps-title" className="mx-auto max-w-4xl px-4 py-16">
        <h2 id="steps-title" className="sr-only">
          The steps
        </h2>
        <ol className="space-y-8">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-6 rounded-2xl border border-slate-200 p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl font-semibold text-slate-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-lg text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap gap-4">
          <Button asChild variant="secondary">
            <Link to="/white-label-calculators">Explore Our Calculators</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/pricing-breakdown">View Pricing Options</Link>
          </Button>
        </div>
      </section>
      <CtaBand
        title="Ready to get started?"
        actions={
          <Button asChild variant="accent" size="lg">
            <ContactLink prefill="whiteLabelCalculators">Get White-Label Calculators</ContactLink>
          </Button>
        }
      >
        <p>Tell us which calculators you have in mind and we will take it from there.</p>
      </CtaBand>
    </>
  )
}
