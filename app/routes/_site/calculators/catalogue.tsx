import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/catalogue'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'White Label Calculators', description: 'White Label Calculators', path: '/white-label-calculators', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">White Label Calculators</h1>
}
