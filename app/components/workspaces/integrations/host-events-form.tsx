import { Form, useNavigation } from 'react-router'
import { HOST_DOM_EVENT, HOST_EVENTS } from '~/calculators/host-events'
import { Button } from '~/components/ui/button'

/**
 * "Your analytics": the workspace's published calculators tell the client's page what visitors do, for GTM,
 * GA4 or any script of theirs (app/calculators/host-events.ts). Off until an owner turns it on.
 */
export function HostEventsForm({ on }: { on: boolean }) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'host-events'
  return (
    <section aria-labelledby="host-events-title" className="mt-10 max-w-2xl">
      <h2 id="host-events-title" className="text-xl font-bold">
        Your analytics
      </h2>
      <p className="mt-3 text-sm text-slate-700">
        Your published calculators can tell the page they sit on what visitors do, for Google Tag Manager,
        Google Analytics 4 or your own script. Each event names the calculator (its id, title and type) and
        never the visitor: no name, e-mail, phone number or figure they entered.
      </p>
      <Form method="post" className="mt-4 grid gap-3">
        <input type="hidden" name="intent" value="host-events" />
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="on"
            value="1"
            defaultChecked={on}
            key={String(on)}
            className="mt-0.5 size-5 shrink-0"
          />
          <span>Send events to the page each calculator is embedded on</span>
        </label>
        <div>
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </Form>
      <p className="mt-4 text-sm text-slate-700">
        The events:{' '}
        {HOST_EVENTS.map((name, index) => [index > 0 ? ', ' : '', <code key={name}>{name}</code>])}. Each is
        pushed to <code>window.dataLayer</code> with <code>calculator_id</code>, <code>calculator_title</code>{' '}
        and <code>calculator_type</code>, and dispatched as a <code>{HOST_DOM_EVENT}</code> DOM event on the
        calculator&apos;s element (it bubbles). The README shows how to send them to Google Analytics 4
        through Tag Manager.
      </p>
    </section>
  )
}
