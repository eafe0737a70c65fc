import type { CalculatorProps } from '../kit/define'
import { ResultSummary } from '../ui/calculator-shell'
import { Conventions } from '../ui/conventions'
import { FieldsCalculatorShell } from '../ui/fields-calculator-shell'
import { formatMoney, formatPercent } from '../ui/format'
import { SplitBar } from '../ui/split-bar'
import { useCalculation } from '../ui/use-calculation'
import { computeAffordability } from './engine'
import { affordabilityFields } from './fields'
import { affordabilityFigures } from './figures'
import { affordabilityDefaults, parseAffordabilityParams } from './schema'
import { affordabilityMessages, affordabilityText } from './texts'

export function HomeAffordabilityCalculator({
  initialSearch,
  brand,
  heading = 'h2',
  syncUrl,
}: CalculatorProps) {
  const { lang } = brand
  const t = affordabilityText[lang]
  const { texts, setText, errors, values, result, deferred } = useCalculation({
    initialSearch,
    syncUrl,
    fields: affordabilityFields,
    defaults: affordabilityDefaults,
    parse: parseAffordabilityParams,
    compute: computeAffordability,
  })
  const money = (value: number) => formatMoney(value, lang)
  const figures = result && affordabilityFigures(result, lang)
  const note =
    result &&
    (!result.affordable
      ? t.unaffordable
      : result.limitedBy === 'front'
        ? t.limitedByFront(formatPercent(values.front, lang))
        : t.limitedByBack(formatPercent(values.back, lang)))

  return (
    <FieldsCalculatorShell
      brand={brand}
      title={t.title}
      heading={heading}
      initialSearch={initialSearch}
      specs={affordabilityFields}
      texts={texts}
      errors={errors}
      setText={setText}
      text={t}
      translateError={affordabilityMessages.translate}
      results={
        <>
          <ResultSummary lang={lang} figures={figures} note={note} error={!result} />
          {deferred?.affordable ? (
            <SplitBar
              title={t.chartTitle}
              summary={t.chartSummary(
                money(deferred.housingPayment),
                money(deferred.principalAndInterest),
                money(deferred.monthlyTax),
                money(deferred.monthlyInsurance),
              )}
              parts={[
                { label: 'principal', value: deferred.principalAndInterest, color: 'var(--calc-primary)' },
                { label: 'tax', value: deferred.monthlyTax, color: 'var(--calc-accent)' },
                { label: 'insurance', value: deferred.monthlyInsurance, color: '#64748b' },
              ]}
            />
          ) : null}
          <Conventions title={t.helpTitle} items={t.help} />
        </>
      }
    />
  )
}
