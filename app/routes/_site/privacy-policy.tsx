import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/privacy-policy'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Privacy Policy', description: 'Privacy Policy', path: '/privacy-policy', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">Privacy Policy</h1>
}
