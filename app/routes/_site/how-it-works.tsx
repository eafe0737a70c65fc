import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/how-it-works'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'How it Works', description: 'How it Works', path: '/how-it-works', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">How it Works</h1>
}
