import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/loan-calculator'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Loan Calculator', description: 'Loan Calculator', path: '/embed/loan-calculator', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">Loan Calculator</h1>
}
