import type { CalculatorProps } from '../kit/define'
import { AmortizationDetails } from '../ui/amortization-details'
import { ResultSummary } from '../ui/calculator-shell'
import { Conventions } from '../ui/conventions'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney } from '../ui/format'
import { useCalculation } from '../ui/use-calculation'
import { computeAutoLoan } from './engine'
import { autoLoanFields } from './fields'
import { autoLoanFigures } from './figures'
import { autoLoanDefaults, parseAutoLoanParams } from './schema'
import { autoLoanMessages, autoLoanText } from './texts'

export function AutoLoanCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const t = autoLoanText[lang]
  const { texts, setText, errors, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: autoLoanFields,
    defaults: autoLoanDefaults,
    parse: parseAutoLoanParams,
    compute: computeAutoLoan,
  })
  const money = (value: number) => formatMoney(value, lang)
  const figures = result && autoLoanFigures(result, lang)

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={autoLoanFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={autoLoanMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} error={!result} />
          {deferred && result ? (
            <AmortizationDetails
              lang={lang}
              principal={deferred.amountFinanced}
              rows={deferred.schedule}
              chart={{
                title: t.chartTitle,
                interestLabel: t.cumulativeInterest,
                summary: t.chartSummary(
                  money(deferred.amountFinanced),
                  deferred.numberOfPayments,
                  money(deferred.totalInterest),
                ),
              }}
              fileName={t.fileName}
            />
          ) : null}
          <Conventions title={t.helpTitle} items={t.help} />
        </>
      }
    />
  )
}
