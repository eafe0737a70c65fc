import { SiteLink as Link } from '~/lib/site-navigation'
import { Button } from '~/components/ui/button'
import { business } from '~/lib/business'
import { TypingLogo } from '../typing-logo'
import { ContactLink } from '~/components/contact-link'
import { TrialLink } from '~/components/trial-link'

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
        <TrialOrTalk />
      </div>
    </section>
  )
}

/**
 * 'Get Started Today' (with its prefilled message), the trial and 'View Pricing Options': the hero and the
 * closing band.
 */
export function GetStartedActions() {
  return (
    <>
      <Button asChild variant="accent" size="lg">
        <ContactLink prefill="getStarted">Get Started Today</ContactLink>
      </Button>
      <Button asChild size="lg">
        <TrialLink />
      </Button>
      <Button asChild variant="secondary" size="lg">
        <Link to="/pricing-breakdown">View Pricing Options</Link>
      </Button>
    </>
  )
}

/** Getting started, two ways: try it on your own brand, or talk to us first (the contact form). */
export function TrialOrTalk({ className = 'text-slate-700' }: { className?: string }) {
  return (
    <p className={`mt-4 text-sm ${className}`}>
      The trial needs no card and has no set-up fee. Rather talk first?{' '}
      <ContactLink prefill="getStarted" className="font-semibold underline underline-offset-4">
        Talk to us
      </ContactLink>
    </p>
  )
}
