import { Link } from 'react-router'
import { BackLink } from '~/components/marketing/back-link'
import { PageIntro } from '~/components/marketing/page-intro'
import { Button } from '~/components/ui/button'
import { business } from '~/lib/business'
import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/about-us'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'About Us',
    description: `We help businesses optimise their online presence with simple, effective tools: white-label calculators and custom websites, from ${business.city}, ${business.state}.`,
    path: '/about-us',
    origin: originFrom(matches),
  })
}

export default function AboutUsPage() {
  return (
    <>
      <PageIntro eyebrow="Our mission" title="About Us">
        <p>
          Our mission is to help businesses optimise their online presence with simple, effective tools that
          their clients enjoy using.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-16">
        <BackLink to="/">Back to Home</BackLink>
        <div className="mt-8 grid items-center gap-12 md:grid-cols-2">
          <img
            src="/images/about-illustration.svg"
            width={480}
            height={360}
            alt="Illustration of a business website with a branded calculator and a chart of growing savings"
            className="h-auto w-full rounded-3xl"
          />
          <section aria-labelledby="who-we-are" className="space-y-4 text-lg text-slate-700">
            <h2 id="who-we-are" className="text-3xl font-bold text-slate-900">
              Who we are
            </h2>
            <p>
              {business.name} is a small software company based in {business.city}, {business.state}. We build
              white-label financial calculators and custom websites for banks, credit unions, financial
              advisors and other businesses that want to help their clients plan ahead.
            </p>
            <p>
              Our loan, certificate of deposit and retirement calculators carry your colours, fonts and
              wording, so they look like part of your website. Our custom websites are fast, accessible and
              easy to keep up to date, and we can look after them for you month by month.
            </p>
            <p>
              We keep things simple: clear pricing, plain language, and one team you can reach from the first
              conversation to long after launch.
            </p>
          </section>
        </div>
        <div className="mt-12 flex flex-wrap gap-4">
          <Button asChild>
            <Link to="/how-it-works">How it Works</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/contact-us">Contact Us</Link>
          </Button>
        </div>
      </div>
    </>
  )
}
