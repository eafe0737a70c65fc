import { HOST_EVENT_FIELDS, HOST_EVENTS } from '~/calculators/host-events'

/** The Custom Event trigger's event name: every event a calculator sends, as one regular expression. */
export const GA4_TRIGGER = HOST_EVENTS.join('|')

const code = 'rounded bg-slate-100 px-1 font-mono text-[0.8125rem] [overflow-wrap:anywhere]'

/**
 * Google Analytics 4 through Google Tag Manager, step by step, in the product (issue 48 §3): what a client's web
 * team sets up once in Tag Manager so that the events above reach GA4. The names are the ones the loader sends
 * (HOST_EVENTS, HOST_EVENT_FIELDS); host-events.spec.ts follows these steps against a stand-in Tag Manager.
 */
export function Ga4Recipe() {
  return (
    <details className="mt-4 rounded-lg border border-slate-200 p-4 text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900">
        Send these events to Google Analytics 4 through Google Tag Manager
      </summary>
      <ol className="mt-3 list-decimal space-y-3 pl-5" data-testid="ga4-recipe">
        <li>
          In Tag Manager, open <strong>Variables</strong>, then under User-Defined Variables choose{' '}
          <strong>New → Data Layer Variable</strong>, once for each name:{' '}
          {HOST_EVENT_FIELDS.map((field, index) => [
            index > 0 ? ', ' : '',
            <code key={field} className={code}>
              {field}
            </code>,
          ])}
          . Name each variable as its data layer name.
        </li>
        <li>
          Open <strong>Triggers → New → Custom Event</strong>. Event name:{' '}
          <code className={code} data-testid="ga4-trigger">
            {GA4_TRIGGER}
          </code>
          , tick <strong>Use regex matching</strong>, and let it fire on all custom events.
        </li>
        <li>
          Open <strong>Tags → New → Google Analytics: GA4 Event</strong>. Enter your measurement ID (G-…), set
          the event name to <code className={code}>{'{{Event}}'}</code>, and add three event parameters with
          the same names as the variables, each set to its variable (
          <code className={code}>{'{{calculator_id}}'}</code> and so on). Choose the trigger from step 2.
        </li>
        <li>
          Press <strong>Preview</strong>, open the page of your site that shows a calculator and use it: Tag
          Assistant lists <code className={code}>calculator_view</code>, then{' '}
          <code className={code}>calculator_engaged</code> once you change a figure, each with the tag from
          step 3 under “Tags fired”. Then <strong>Submit</strong> the container to publish it.
        </li>
        <li>
          In GA4, under Admin → Events, mark <code className={code}>lead_submitted</code> as a key event to
          count leads as conversions. Events take up to a day to show in GA4’s reports (at once in its
          DebugView).
        </li>
      </ol>
    </details>
  )
}
