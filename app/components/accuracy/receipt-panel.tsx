import type { CalculationStep } from '~/calculators/kit/steps'

/** The calculation as a reviewer follows it; for calculators without written-out steps, says so. */
export function StepsTable({ steps }: { steps: readonly CalculationStep[] | undefined }) {
  return (
    <section aria-labelledby="check-steps" className="mt-10">
      <h2 id="check-steps" className="text-2xl font-bold text-slate-900">
        The calculation, step by step
      </h2>
      {steps ? (
        <ol className="mt-4 grid gap-3">
          {steps.map((step, index) => (
            <li key={step.label} className="rounded-lg border border-slate-200 bg-white p-3">
              <p className="font-semibold text-slate-900">
                {index + 1}. {step.label}
              </p>
              <p className="mt-1 text-sm break-words">{step.formula}</p>
              <p className="mt-1 font-mono text-sm break-all text-slate-900">= {step.value}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4">
          For this calculator the check shows its inputs and results; the formulas it follows are listed under
          &ldquo;How it is calculated&rdquo; on its page.
        </p>
      )}
    </section>
  )
}

/** The signed receipt: its exact bytes, the signature, and both as files to keep. */
export function ReceiptPanel({
  receipt,
}: {
  receipt: { json: string; signature: string; keyId: string; id: string }
}) {
  const file = (text: string, type: string) => `data:${type};charset=utf-8,${encodeURIComponent(text)}`
  const link = 'font-semibold text-sky-800 underline'
  return (
    <section aria-labelledby="check-receipt" className="mt-10">
      <h2 id="check-receipt" className="text-2xl font-bold text-slate-900">
        Signed receipt
      </h2>
      <p className="mt-4">
        Receipt <span className="font-mono">{receipt.id}</span> (the first 16 hex digits of the SHA-256 of its
        bytes), signed with Ed25519 key <span className="font-mono">{receipt.keyId}</span>. The signature
        covers the receipt&rsquo;s bytes exactly as below (canonical JSON: sorted keys, no spaces, no final
        newline).
      </p>
      <pre
        tabIndex={0}
        aria-label="Receipt (canonical JSON)"
        className="mt-3 overflow-x-auto rounded-lg bg-slate-100 p-3 text-xs whitespace-pre-wrap break-all text-slate-900"
      >
        {receipt.json}
      </pre>
      <p className="mt-3 text-sm font-medium text-slate-800">Signature (base64)</p>
      <pre
        tabIndex={0}
        aria-label="Signature (base64)"
        className="mt-1 overflow-x-auto rounded-lg bg-slate-100 p-3 text-xs break-all whitespace-pre-wrap text-slate-900"
      >
        {receipt.signature}
      </pre>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={file(receipt.json, 'application/json')} download="receipt.json" className={link}>
            Download receipt.json
          </a>
        </li>
        <li>
          <a href={file(receipt.signature, 'text/plain')} download="receipt.sig" className={link}>
            Download receipt.sig
          </a>
        </li>
        <li>
          <a href="/.well-known/brightline-receipt-key.pem" className={link}>
            Public key (PEM)
          </a>
        </li>
        <li>
          <a href="/.well-known/brightline-receipt-keys.json" className={link}>
            Public keys (JWKS)
          </a>
        </li>
      </ul>
    </section>
  )
}
