import { SpriteIcon, type SpriteIconName } from '../sprite-icon'

const points: Array<{ icon: SpriteIconName; title: string; text: string }> = [
  {
    icon: 'shield-check',
    title: 'Accuracy and Reliability',
    text: 'Our calculators deliver 99.9% accuracy, so the numbers your clients see are numbers they can trust.',
  },
  {
    icon: 'sliders-horizontal',
    title: 'Interactive Controls and Graphics',
    text: 'Sliders, inputs and charts let visitors explore their options and see the effect of every change.',
  },
  {
    icon: 'life-buoy',
    title: 'Dedicated Support',
    text: 'You work with the same small team from the first call to launch, and after it.',
  },
  {
    icon: 'trending-up',
    title: 'Scalable Solutions',
    text: 'Start with one calculator or one page, and add more as your business grows.',
  },
]

export function OurPromise() {
  return (
    <section aria-labelledby="promise-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="promise-title" className="text-center text-3xl font-bold text-slate-900 md:text-4xl">
          Our Promise
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {points.map(({ icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <SpriteIcon name={icon} className="size-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
