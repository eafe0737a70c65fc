import type { CalculatorProps } from '../kit/define'
import { AmortizationDetails } from '../ui/amortization-details'
import { ResultSummary } from '../ui/calculator-shell'
import { Conventions } from '../ui/conventions'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney } from '../ui/format'
import { useCalculation } from '../ui/use-calculation'
import { computeHomeEquity } from './engine'
import { homeEquityFields } from './fields'
import { homeEquityFigures, homeEquityNote } from './figures'
import { homeEquityDefaults, parseHomeEquityParams } from './schema'
import { homeEquityMessages, homeEquityText } from './texts'

export function HomeEquityCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const t = homeEquityText[lang]
  const { texts, setText, errors, values, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: homeEquityFields,
    defaults: homeEquityDefaults,
    parse: parseHomeEquityParams,
    compute: computeHomeEquity,
  })
  const money = (value: number) => formatMoney(value, lang)
  const figures = result && homeEquityFigures(result, lang)
  const note = result && homeEquityNote(result, values, lang)
  const loan = deferred?.amortized

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={homeEquityFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={homeEquityMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {deferred && loan && result?.amortized ? (
            <AmortizationDetails
              lang={lang}
              principal={deferred.loan}
              rows={loan.schedule}
              chart={{
                title: t.chartTitle,
                interestLabel: t.cumulativeInterest,
                summary: t.chartSummary(
                  money(deferred.loan),
                  loan.schedule.length,
                  money(loan.totalInterest),
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
