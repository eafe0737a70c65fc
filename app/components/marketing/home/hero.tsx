import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { business } from '~/lib/business'
import { TypingLogo } from '../typing-logo'
import { ContactLink } from '~/components/contact-link'

export function HomeHero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-5xl px-4 pt-16 pb-20 text-center md:pt-24">
        <TypingLogo text={business.name} className="text-3xl font-extrabold text-brand-700 md:text-5xl" />
        <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 md:text-6xl">
          Giving Your Clients a Better Window into Their Future
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
          Branded loan, CD and retirement calculators for your website, and custom websites built to match
          your business, from a small team in {business.city}, {business.state}.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <GetStartedActions />
        </div>
      </div>
    </section>
  )
}

/** 'Get Started Today' (with its prefilled message) and 'View Pricing Options': the hero and the closing band. */
export function GetStartedActions() {
  return (
    <>
      <Button asChild variant="accent" size="lg">
        <ContactLink prefill="getStarted">Get Started Today</ContactLink>
      </Button>
      <Button asChild variant="secondary" size="lg">
        <Link to="/pricing-breakdown">View Pricing Options</Link>
      </Button>
    </>
  )
}
