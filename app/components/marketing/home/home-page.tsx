import { useEffect } from 'react'
import { CtaBand } from '~/components/marketing/cta-band'
import type { DemoCalculator } from '~/components/marketing/calculator-list.server'
import { HomeFaq } from '~/components/marketing/home/faq'
import { GetStartedActions, HomeHero, TrialOrTalk } from '~/components/marketing/home/hero'
import { OurPromise } from '~/components/marketing/home/promise'
import { CalculatorShowcase } from '~/components/marketing/home/showcase'
import { OurSolutions } from '~/components/marketing/home/solutions'
import { SCROLL_DELAY_MS, scrollToProducts, scrollToTop } from '~/lib/scroll'
import { useSiteNavigation } from '~/lib/site-navigation'

/** Spec: 'Products' from another page lands here and scrolls to #products; 'Home' loads /home and scrolls to the top. */
function useLandingScroll() {
  const { state, hash, pathname } = useSiteNavigation().location
  const wantsProducts =
    (state as { scrollTo?: unknown } | null)?.scrollTo === 'products' || hash === '#products'
  useEffect(() => {
    const scroll = wantsProducts ? scrollToProducts : pathname === '/home' ? scrollToTop : undefined
    if (!scroll) return
    const timer = setTimeout(scroll, SCROLL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [wantsProducts, pathname])
}

/** The landing page (`/` and `/home`), inside the site's frame. */
export function HomePage({ calculators }: { calculators: readonly DemoCalculator[] }) {
  useLandingScroll()
  return (
    <>
      <HomeHero />
      <OurSolutions />
      <OurPromise />
      <CalculatorShowcase calculators={calculators} />
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
