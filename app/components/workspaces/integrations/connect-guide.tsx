const code = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-900'
const link = 'font-medium text-brand-700 underline hover:text-brand-800'

/**
 * How a client's team connects an endpoint, for the people who set it up: Zapier, or their own service with
 * the signature check (the README's "Sending leads to Zapier or a CRM" says the same for us).
 */
export function ConnectGuide() {
  return (
    <details className="mt-6 max-w-2xl rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
      <summary className="cursor-pointer font-semibold text-slate-900">
        How to connect Zapier, your CRM or your own service
      </summary>
      <div className="mt-3 grid gap-4">
        <section aria-labelledby="connect-zapier">
          <h3 id="connect-zapier" className="font-semibold text-slate-900">
            Zapier (then HubSpot, Salesforce, Pipedrive…)
          </h3>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            <li>
              Create a Zap with the trigger <strong>Webhooks by Zapier → Catch Hook</strong>.
            </li>
            <li>Add its URL below as an endpoint.</li>
            <li>
              Press <strong>Send test event</strong> so that Zapier learns the fields, then map them to your
              CRM.
            </li>
          </ol>
          <p className="mt-1">Make and n8n work the same way.</p>
        </section>
        <section aria-labelledby="connect-own">
          <h3 id="connect-own" className="font-semibold text-slate-900">
            Your own service
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>
              Each event is a POST of JSON: <code className={code}>type</code>,{' '}
              <code className={code}>timestamp</code> and <code className={code}>data</code> (the lead, the
              calculator, the revision and what the visitor entered and saw). See the{' '}
              <a className={link} href="/docs/webhooks/lead-event.schema.json">
                JSON Schema
              </a>{' '}
              and an{' '}
              <a className={link} href="/docs/webhooks/lead-created.example.json">
                example event
              </a>
              . A calculator published or archived sends the calculator, its revision and who did it: see the{' '}
              <a className={link} href="/docs/webhooks/calculator-event.schema.json">
                calculator event schema
              </a>{' '}
              and its{' '}
              <a className={link} href="/docs/webhooks/calculator-published.example.json">
                sample
              </a>
              .
            </li>
            <li>
              Verify the <code className={code}>webhook-signature</code> header with your signing secret using
              any Standard Webhooks library (for example <code className={code}>standardwebhooks</code> for
              Node.js or Python), and refuse a <code className={code}>webhook-timestamp</code> more than 5
              minutes away. During a secret rotation two signatures are sent: either one is valid.
            </li>
            <li>
              Answer with any 2xx status within 10 seconds, then do the work. Anything else is retried with
              backoff for more than 24 hours with the same <code className={code}>webhook-id</code>: use it to
              ignore repeats.
            </li>
          </ul>
        </section>
      </div>
    </details>
  )
}
