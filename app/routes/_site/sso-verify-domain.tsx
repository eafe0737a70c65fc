import { data } from 'react-router'
import { Card } from '~/components/ui/card'
import type { Route } from './+types/sso-verify-domain'

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Confirm single sign-on | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

/**
 * The e-mailed domain-proof link retired by decision 0075: links already in mailboxes land here and say how a
 * domain is proved now. Nothing here confirms anything.
 */
export function loader() {
  return data(null, { status: 410, headers: { 'Cache-Control': 'no-store' } })
}

export function action() {
  return data(null, { status: 410, headers: { 'Cache-Control': 'no-store' } })
}

export default function SsoVerifyDomain() {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-center text-3xl font-bold text-slate-900">Confirm single sign-on</h1>
      <Card>
        <p role="status" className="text-slate-800">
          This link no longer proves a domain. The workspace’s owner proves it with a DNS record: the
          workspace’s Single sign-on page shows the record to publish.
        </p>
      </Card>
    </div>
  )
}
