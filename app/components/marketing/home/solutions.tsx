import { SiteLink as Link } from '~/lib/site-navigation'
import { Button } from '~/components/ui/button'
import { Card, CardTitle } from '~/components/ui/card'
import { SpriteIcon, type SpriteIconName } from '../sprite-icon'

type Tile = { icon: SpriteIconName; title: string; text: string }

const websiteTiles: Tile[] = [
  {
    icon: 'smartphone',
    title: 'Responsive Design',
    text: 'Looks right and works well on phones, tablets and desktops.',
  },
  {
    icon: 'gauge',
    title: 'High Performance',
    text: 'Pages that load fast, even on a slow mobile connection.',
  },
  {
    icon: 'search',
    title: 'SEO Optimized',
    text: 'Clean structure and metadata so customers find you in search.',
  },
]

const calculatorTiles: Tile[] = [
  { icon: 'target', title: '99.9% Accuracy', text: 'Results checked against standard financial formulas.' },
  { icon: 'zap', title: 'Lightning Fast', text: 'Answers update as visitors type, with no page reloads.' },
  {
    icon: 'palette',
    title: 'Fully Branded',
    text: 'Your colours, your fonts and your wording, on your own site.',
  },
]

function SolutionCard({
  title,
  text,
  tiles,
  action,
}: {
  title: string
  text: string
  tiles: Tile[]
  action: React.ReactNode
}) {
  return (
    <Card className="flex flex-col p-8">
      <CardTitle className="text-2xl">{title}</CardTitle>
      <p className="mt-3 text-slate-700">{text}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {tiles.map(({ icon, title: tileTitle, text: tileText }) => (
          <li key={tileTitle} className="rounded-xl bg-brand-50 p-4">
            <SpriteIcon name={icon} className="size-6 text-brand-700" />
            <h4 className="mt-2 font-semibold text-slate-900">{tileTitle}</h4>
            <p className="mt-1 text-sm text-slate-700">{tileText}</p>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">{action}</div>
    </Card>
  )
}

export function OurSolutions() {
  return (
    <section id="products" aria-labelledby="products-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="products-title" className="text-center text-3xl font-bold text-slate-900 md:text-4xl">
          Our Solutions
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">
          Two ways to help your clients plan ahead, on a website that feels like yours.
        </p>
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <SolutionCard
            title="Custom Websites"
            text="A site designed around your business and your clients, built and kept up to date for you."
            tiles={websiteTiles}
            action={
              <Button asChild variant="secondary">
                <Link to="/view-our-work">View Our Work</Link>
              </Button>
            }
          />
          <SolutionCard
            title="White-Label Calculators"
            text="Loan, CD and retirement calculators in your brand, hosted on your own website."
            tiles={calculatorTiles}
            action={
              <Button asChild>
                <Link to="/white-label-calculators">Explore Our Calculators</Link>
              </Button>
            }
          />
        </div>
      </div>
    </section>
  )
}
