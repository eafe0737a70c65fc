import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/try-loan-calculator'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Try Loan Calculator', description: 'Try Loan Calculator', path: '/try/loan-calculator', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">Try Loan Calculator</h1>
}
