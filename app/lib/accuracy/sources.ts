import type { Citation, FinancialCall, ReferenceCase } from './types'

/** The product's conventions, published with worked examples (the documents the engines were built from). */
export const tenCalculators = (section: string): Citation => ({
  basis: 'convention',
  document: 'Ten calculators: calculation conventions (ten-calculators.md)',
  section,
})
export const referenceValues = (section: string): Citation => ({
  basis: 'convention',
  document: 'Calculator reference values (calculator-references.md)',
  section,
})
export const kitExample = (section: string): Citation => ({
  basis: 'convention',
  document: 'Calculator kit worked examples (issue 12), with calculator-references.md conventions',
  section,
})
export const identity = (section: string): Citation => ({ basis: 'identity', document: 'Identity', section })
export const regulationZ = (section: string): Citation => ({
  basis: 'regulation',
  document: '12 CFR 1026 (Regulation Z), Appendix J',
  section,
})
export const regulationDD = (section: string): Citation => ({
  basis: 'regulation',
  document: '12 CFR 1030 (Regulation DD), Appendix A',
  section,
})
export const uniformLifetimeTable = (section: string): Citation => ({
  basis: 'irs',
  document: 'IRS Publication 590-B, Appendix B, Table III (Uniform Lifetime); 26 CFR 1.401(a)(9)-9(c)',
  section,
})

/** A value computed independently with the `financial` package; its test repeats the call. */
export function financialCase(
  title: string,
  search: string,
  figure: string,
  expected: string,
  call: FinancialCall,
): ReferenceCase {
  const args = call.args.map((arg) => (Number.isInteger(arg) ? String(arg) : arg.toPrecision(8))).join(', ')
  return {
    title,
    search,
    figure,
    expected,
    financial: call,
    source: {
      basis: 'financial',
      document: 'financial 0.2.4 (a port of numpy-financial)',
      section: `${call.fn}(${args})`,
    },
  }
}

/** Several figures of one worked example, each its own case. */
export function workedExample(
  title: string,
  search: string,
  source: Citation,
  figures: readonly (readonly [figure: string, expected: string])[],
): ReferenceCase[] {
  return figures.map(([figure, expected]) => ({ title, search, figure, expected, source }))
}
