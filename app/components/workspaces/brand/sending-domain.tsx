import { Form, useNavigation } from 'react-router'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { DnsRecords } from '~/components/workspaces/dns-records'

export type SendingDomainView = {
  domain: string
  verifiedAt: string | null
  sender: string
  records: { name: string; value: string }[]
} | null

/**
 * The domain e-mails to the client's visitors come from (decision 0077): named here, proved and signed by the
 * two TXT records shown, checked on request. Until then they come from our own sender under the brand's name.
 */
export function SendingDomain({ view, error }: { view: SendingDomainView; error?: string }) {
  const navigation = useNavigation()
  const busy = (intent: string) =>
    navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
  return (
    <section aria-labelledby="sending-domain" className="mt-10 grid max-w-3xl gap-3">
      <h2 id="sending-domain" className="text-xl font-bold">
        Sending domain
      </h2>
      <p className="text-sm text-slate-700" data-testid="sending-domain-status">
        {view?.verifiedAt
          ? `Verified: "E-mail my results" reaches your visitors from ${view.sender}, signed for ${view.domain} (DKIM).`
          : view
            ? `Waiting for ${view.domain}'s DNS records: until they are found, e-mails to your visitors come from our address under your company's name.`
            : "E-mails to your visitors come from our address under your company's name. Name your own domain to send them from it, signed for it."}
      </p>
      <Form method="post" className="flex max-w-xl flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="mail-domain" />
        <div className="min-w-0 flex-1 basis-64">
          <Field
            label="Your e-mail domain"
            name="domain"
            defaultValue={view?.domain ?? ''}
            error={error}
            reserveError={false}
            hint="e.g. bank.com. Changing it makes new records to publish."
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy('mail-domain')}>
          {busy('mail-domain') ? 'Saving…' : view ? 'Change domain' : 'Use this domain'}
        </Button>
      </Form>
      {view && !view.verifiedAt ? (
        <>
          <DnsRecords
            records={view.records}
            caption="DNS records that prove and sign for the sending domain"
            testId="mail-record"
          />
          <p className="text-sm text-slate-700">
            Your SPF record needs no change: bounces come back to our address, and receiving servers accept
            the e-mails for {view.domain} on the DKIM signature (DMARC passes on it).
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="check-mail-domain" />
            <Button type="submit" variant="secondary" disabled={busy('check-mail-domain')}>
              {busy('check-mail-domain') ? 'Checking the DNS records…' : 'Check the DNS records'}
            </Button>
          </Form>
        </>
      ) : null}
    </section>
  )
}
