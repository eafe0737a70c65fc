import { SiteLink as Link } from '~/lib/site-navigation'
import { Button } from '~/components/ui/button'
import type { DemoCalculator } from '../calculator-list.server'
import { SpriteIcon } from '../sprite-icon'

export function CalculatorShowcase({ calculators }: { calculators: readonly DemoCalculator[] }) {
  return (
    <section aria-labelledby="showcase-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="showcase-title" className="text-center text-3xl font-bold text-slate-900 md:text-4xl">
          Try the Calculators Yourself
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">
          Each one runs on its own page, exactly as it would on your website, before we brand it for you.
        </p>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {calculators.map((calculator) => {
            return (
              <li
                key={calculator.href}
                className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm"
              >
                <SpriteIcon name={calculator.icon} className="size-8 text-brand-700" />
                <h3 className="mt-4 text-xl font-semibold text-slate-900">
                  <Link to={calculator.href} className="underline-offset-4 hover:underline">
                    {calculator.name}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-slate-700">{calculator.summary}</p>
              </li>
            )
          })}
        </ul>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Button asChild variant="secondary">
            <Link to="/how-it-works">How it Works</Link>
          </Button>
          <Button asChild>
            <Link to="/white-label-calculators">Explore Our Calculators</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
