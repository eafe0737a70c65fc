import type { CalculatorProps } from '../kit/define'
import { AmortizationDetails } from '../ui/amortization-details'
import { ResultSummary } from '../ui/calculator-shell'
import { Conventions } from '../ui/conventions'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney } from '../ui/format'
import { useCalculation } from '../ui/use-calculation'
import { computeMortgage } from './engine'
import { mortgageFields } from './fields'
import { mortgageFigures } from './figures'
import { mortgageDefaults, parseMortgageParams } from './schema'
import { mortgageMessages, mortgageText } from './texts'

export function MortgageCalculator({ initialSearch, brand, heading = 'h2', syncUrl }: CalculatorProps) {
  const { lang } = brand
  const t = mortgageText[lang]
  const { texts, setText, errors, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: mortgageFields,
    defaults: mortgageDefaults,
    parse: parseMortgageParams,
    compute: computeMortgage,
  })
  const money = (value: number) => formatMoney(value, lang)
  const figures = result && mortgageFigures(result, lang)
  const note =
    result && (result.pmiPayments > 0 ? t.pmiNote(result.pmiPayments, money(result.totalPmi)) : t.noPmi)

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={mortgageFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={mortgageMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {deferred && result ? (
            <AmortizationDetails
              lang={lang}
              principal={deferred.loanAmount}
              rows={deferred.schedule}
              chart={{
                title: t.chartTitle,
                interestLabel: t.cumulativeInterest,
                summary: t.chartSummary(
                  money(deferred.loanAmount),
                  deferred.numberOfPayments,
                  money(deferred.totalInterest),
                ),
              }}
              fileName={t.fileName}
              extraColumn={{ label: t.monthlyPmi, value: (row) => row.pmi }}
            />
          ) : null}
          <Conventions title={t.helpTitle} items={t.help} />
        </>
      }
    />
  )
}
