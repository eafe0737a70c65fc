import { HOST_DOM_EVENT, HOST_EVENT_FIELDS, HOST_EVENTS } from '~/calculators/host-events'
import { SettingSwitch } from '../setting-switch'
import { Ga4Recipe } from './ga4-recipe'

/**
 * "Your analytics": the workspace's published calculators tell the client's page what visitors do, for GTM,
 * GA4 or any script of theirs (app/calculators/host-events.ts). Off until an owner turns it on.
 */
export function HostEventsForm({ on }: { on: boolean }) {
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
      <SettingSwitch
        intent="host-events"
        on={on}
        label="Send events to the page each calculator is embedded on"
        hint="Off until you turn it on; turn it off again at any time."
        save="Save"
      />
      <p className="mt-4 text-sm text-slate-700">
        The events:{' '}
        {HOST_EVENTS.map((name, index) => [index > 0 ? ', ' : '', <code key={name}>{name}</code>])}. Each is
        pushed to <code>window.dataLayer</code> with{' '}
        {HOST_EVENT_FIELDS.map((field, index) => [
          index === 0 ? '' : index === HOST_EVENT_FIELDS.length - 1 ? ' and ' : ', ',
          <code key={field}>{field}</code>,
        ])}
        , and dispatched as a <code>{HOST_DOM_EVENT}</code> DOM event on the calculator&apos;s element (it
        bubbles).
      </p>
      <Ga4Recipe />
    </section>
  )
}
