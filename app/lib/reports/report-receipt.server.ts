import type { Figure } from '~/calculators/ui/calculator-shell'
import { resolveMeta, resolveModule, type AnyCalculatorType } from '~/calculators/resolve'
import type { Config } from '~/lib/env.server'
import { receiptKey, type ReceiptKey } from '~/lib/receipts/receipt-key.server'
import { signReceipt } from '~/lib/receipts/receipt.server'
import type { ReportReceipt } from './pdf-receipt.server'

/** What a report needs to sign its receipt: the key, the time, and (our own reports only) where to verify. */
export interface ReceiptSigning {
  key: ReceiptKey
  now: Date
  /** Printed on our own reports; left out on a client's, which names no site of ours (decision 0049). */
  verifyAt?: string | undefined
}

/** The configured receipt key (RECEIPT_SIGNING_KEY, else DATA_DIR's), signing at `now`. */
export function receiptSigning(
  config: Pick<Config, 'receiptSigningKey' | 'dataDir' | 'baseUrl'>,
  options: { now: Date; ours: boolean },
): ReceiptSigning {
  return {
    key: receiptKey({ pem: config.receiptSigningKey, dataDir: config.dataDir }),
    now: options.now,
    verifyAt: options.ours ? `${config.baseUrl}/accuracy/check` : undefined,
  }
}

/**
 * The receipt of a report: the inputs as the engine read them and the figures the report prints (in its
 * language), signed as /accuracy/check signs. None when the inputs cannot be calculated (no figures).
 */
export async function reportReceipt(options: {
  type: AnyCalculatorType
  search: string
  figures: readonly Figure[]
  signing: ReceiptSigning
}): Promise<ReportReceipt | undefined> {
  const { type, figures, signing } = options
  if (figures.length === 0) return undefined
  const { engineVersion } = resolveMeta(type)
  const module = await resolveModule(type)
  const { values } = module.parseParams(new URLSearchParams(options.search))
  const receipt = signReceipt(
    {
      calculator: type,
      engineVersion,
      inputs: { ...values },
      results: Object.fromEntries(figures.map((figure) => [figure.label, figure.value])),
      issuedAt: signing.now.toISOString(),
    },
    signing.key,
  )
  return { receipt, engineVersion, issuedAt: signing.now, verifyAt: signing.verifyAt }
}
