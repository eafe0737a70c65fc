import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { CtaBand } from '~/components/marketing/cta-band'
import { HomeFaq } from '~/components/marketing/home/faq'
import { GetStartedActions, HomeHero, TrialOrTalk } from '~/components/marketing/home/hero'
import { OurPromise } from '~/components/marketing/home/promise'
import { demoCalculators } from '~/components/marketing/calculator-list.server'
import { CalculatorShowcase } from '~/components/marketing/home/showcase'
import { OurSolutions } from '~/components/marketing/home/solutions'
import { originFrom, pageMeta } from '~/lib/meta'
import { SCROLL_DELAY_MS, scrollToProducts, scrollToTop } from '~/lib/scroll'
import type { Route } from './+types/home'

export function meta({ matches }: Route.MetaArgs) {
  // / and /home are one page: both name / as canonical so search engines keep a single copy.
  return pageMeta({
    title: 'White-Label Financial Calculators and Custom Websites',
    description:
      'Branded loan, CD and retirement calculators for your website, and custom websites with monthly management, from Brightline Digital in Des Moines, Iowa.',
    path: '/',
    origin: originFrom(matches),
  })
}

export function loader() {
  return { calculators: demoCalculators() }
}

/** Spec: 'Products' from another page lands here and scrolls to #products; 'Home' loads /home and scrolls to the top. */
function useLandingScroll() {
  const { state, hash, pathname } = useLocation()
  const wantsProducts =
    (state as { scrollTo?: unknown } | null)?.scrollTo === 'products' || hash === '#products'
  useEffect(() => {
    const scroll = wantsProducts ? scrollToProducts : pathname === '/home' ? scrollToTop : undefined
    if (!scroll) return
    const timer = setTimeout(scroll, SCROLL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [wantsProducts, pathname])
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  useLandingScroll()
  return (
    <>
      <HomeHero />
      <OurSolutions />
      <OurPromise />
      <CalculatorShowcase calculators={loaderData.calculators} />
      <HomeFaq />
      <CtaBand title="Ready to Transform Your Calculations?" actions={<GetStartedActions />}>
        <p>
          Tell us about your business and your clients, and we will suggest the calculators and pages that fit
          them.
        </p>
        <TrialOrTalk className="text-brand-100" />
      </CtaBand>
    </>
  )
}
