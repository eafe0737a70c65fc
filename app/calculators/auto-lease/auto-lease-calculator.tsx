import type { CalculatorProps } from '../kit/define'
import { ResultSummary } from '../ui/calculator-shell'
import { Conventions } from '../ui/conventions'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney } from '../ui/format'
import { SplitBar } from '../ui/split-bar'
import { useCalculation } from '../ui/use-calculation'
import { computeAutoLease } from './engine'
import { autoLeaseFields } from './fields'
import { autoLeaseFigures, moneyFactorNote } from './figures'
import { autoLeaseDefaults, parseAutoLeaseParams } from './schema'
import { autoLeaseMessages, autoLeaseText } from './texts'

export function AutoLeaseCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const t = autoLeaseText[lang]
  const { texts, setText, errors, values, result } = useCalculation({
    initialSearch,
    syncUrl,
    fields: autoLeaseFields,
    defaults: autoLeaseDefaults,
    parse: parseAutoLeaseParams,
    compute: computeAutoLease,
  })
  const money = (value: number) => formatMoney(value, lang)
  const figures = result && autoLeaseFigures(result, lang)
  // The money factor has no field (it rides only in links), so its problem is told here.
  const mfError = parseAutoLeaseParams(new URLSearchParams(initialSearch)).errors.mf
  const note = result && moneyFactorNote(values, mfError, lang)

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={autoLeaseFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={autoLeaseMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {result && result.total > 0 ? (
            <SplitBar
              title={t.chartTitle}
              summary={t.chartSummary(
                money(result.depreciation),
                money(result.financeCharge),
                money(result.monthlyTax),
                money(result.total),
              )}
              parts={[
                { label: t.depreciation, value: result.depreciation, color: 'var(--calc-primary)' },
                { label: t.finance, value: result.financeCharge, color: 'var(--calc-accent)' },
                { label: t.monthlyTax, value: result.monthlyTax, color: '#64748b' },
              ]}
            />
          ) : null}
          <Conventions title={t.helpTitle} items={t.help} />
        </>
      }
    />
  )
}
