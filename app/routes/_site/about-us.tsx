import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/about-us'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'About Us', description: 'About Us', path: '/about-us', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">About Us</h1>
}
