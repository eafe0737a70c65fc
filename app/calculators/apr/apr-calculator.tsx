import type { CalculatorProps } from '../kit/define'
import { AmortizationDetails } from '../ui/amortization-details'
import { ResultSummary } from '../ui/calculator-shell'
import { Conventions } from '../ui/conventions'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney } from '../ui/format'
import { SplitBar } from '../ui/split-bar'
import { useCalculation } from '../ui/use-calculation'
import { computeApr } from './engine'
import { aprFields } from './fields'
import { aprFigures } from './figures'
import { aprDefaults, parseAprParams } from './schema'
import { aprMessages, aprText } from './texts'

export function AprCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const t = aprText[lang]
  const { texts, setText, errors, values, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: aprFields,
    defaults: aprDefaults,
    parse: parseAprParams,
    compute: computeApr,
  })
  const money = (value: number) => formatMoney(value, lang)
  const figures = result && aprFigures(result, lang)
  const note = result && result.apr === undefined ? t.aprTooHigh : undefined

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={aprFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={aprMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {result ? (
            <SplitBar
              title={t.splitTitle}
              summary={t.splitSummary(money(result.amountFinanced), money(result.financeCharge))}
              parts={[
                { label: t.amountFinanced, value: result.amountFinanced, color: 'var(--calc-primary)' },
                { label: t.financeCharge, value: result.financeCharge, color: 'var(--calc-accent)' },
              ]}
            />
          ) : null}
          {deferred && result ? (
            <AmortizationDetails
              lang={lang}
              principal={values.amount}
              rows={deferred.schedule}
              fileName={t.fileName}
            />
          ) : null}
          <Conventions title={t.helpTitle} items={t.help} />
        </>
      }
    />
  )
}
