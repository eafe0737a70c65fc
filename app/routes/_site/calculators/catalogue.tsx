import { MousePointerClick, Palette, Rocket } from 'lucide'
import { Icon } from '~/components/ui/icon'
import { Link } from 'react-router'
import { BackLink } from '~/components/marketing/back-link'
import { CalculatorCatalogue } from '~/components/marketing/calculator-catalogue'
import { catalogueGroups } from '~/components/marketing/calculator-list.server'
import { PageIntro } from '~/components/marketing/page-intro'
import { SpecialtySection } from '~/components/marketing/specialty-section'
import { Button } from '~/components/ui/button'
import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/catalogue'
import { ContactLink } from '~/components/contact-link'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'White Label Calculators',
    description:
      'Try our loan, CD and retirement calculators, then get them on your website in your own colours, fonts and wording.',
    path: '/white-label-calculators',
    origin: originFrom(matches),
  })
}

export function loader() {
  return { groups: catalogueGroups() }
}

const steps = [
  {
    icon: MousePointerClick,
    title: 'Choose Calculators',
    text: 'Try the calculators below and pick the ones your clients need. Specialty calculators can be requested.',
  },
  {
    icon: Palette,
    title: 'Customize and Refine',
    text: 'We match each calculator to your colours, fonts and wording, and refine it with your team until it is right.',
  },
  {
    icon: Rocket,
    title: 'Engage and Convert',
    text: 'Once approved, the calculators go live on your site, helping visitors plan ahead and get in touch with you.',
  },
]

export default function CalculatorCataloguePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Demo" title="White Label Calculators">
        <p>Try each calculator as your visitors would, then make it yours.</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <BackLink to="/">Back</BackLink>
        <section aria-labelledby="calculators-title" className="mt-8">
          <h2 id="calculators-title" className="text-3xl font-bold text-slate-900">
            Our Calculators
          </h2>
          <CalculatorCatalogue groups={loaderData.groups} />
          <p className="mt-10 text-slate-700">
            Ready to put them on your site?{' '}
            <Link to="/workspace" className="font-semibold text-brand-700 underline underline-offset-4">
              Save calculators to your workspace
            </Link>
            : brand them, have your team approve them, and publish them with one embed code.
          </p>
        </section>
        <SpecialtySection />
        <section aria-labelledby="steps-title" className="mt-16">
          <h2 id="steps-title" className="text-3xl font-bold text-slate-900">
            How it works
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {steps.map(({ icon, title, text }, index) => (
              <li key={title} className="rounded-2xl bg-brand-50 p-6">
                <Icon icon={icon} className="size-8 text-brand-700" />
                <h3 className="mt-4 text-xl font-semibold text-slate-900">
                  {index + 1}. {title}
                </h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </li>
            ))}
          </ol>
        </section>
        <div className="mt-16 rounded-2xl bg-brand-900 p-10 text-center text-white">
          <h2 className="text-3xl font-bold">Put these calculators on your website</h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">Branded, hosted and ready for your clients.</p>
          <Button asChild variant="accent" size="lg" className="mt-6">
            <ContactLink prefill="whiteLabelCalculators">Get White-Label Calculators</ContactLink>
          </Button>
        </div>
      </div>
    </>
  )
}
