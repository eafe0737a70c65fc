import { Decimal } from '~/calculators/money'
import type { CalculatorFacts } from './facts'
import { day, list, section, table, type PartDefinition } from './document'

/** The product's decimal arithmetic, read from the money module rather than restated. */
const ROUNDING_NAMES: Record<number, string> = {
  [Decimal.ROUND_HALF_UP]: 'half-up',
  [Decimal.ROUND_HALF_EVEN]: 'half-even',
  [Decimal.ROUND_DOWN]: 'towards zero',
}
export const arithmetic = `Decimal arithmetic (decimal.js) to ${Decimal.precision} significant digits, rounding ${
  ROUNDING_NAMES[Decimal.rounding] ?? `mode ${Decimal.rounding}`
}; money is printed to the cent, rounded the same way; no binary floating point between the engine and the page.`

const range = (min: number | null, max: number | null) =>
  min === null && max === null
    ? 'the calculator’s own bounds (not narrowed)'
    : `${min ?? 'own minimum'} to ${max ?? 'own maximum'}`

function inventoryOf(calculator: CalculatorFacts) {
  return section(
    `${calculator.name} — ${calculator.title}`,
    list([
      `Type: ${calculator.type} (${calculator.kind === 'registry' ? 'catalogue calculator' : 'specialty definition'})`,
      `Engine version: ${calculator.engineVersion}`,
      `Revision: ${calculator.revision.number} (${calculator.revision.state})`,
      `Purpose: ${calculator.purpose || 'not stated in its definition'}`,
    ]),
    '### Method, limitations and assumptions',
    calculator.method.length > 0
      ? list(calculator.method)
      : 'Not yet written out in words for this calculator: the formulas below and the reference cases (part 02) state its method.',
    calculator.kind === 'registry'
      ? '### Formulas, written out at the configured defaults'
      : '### Specialty definition: computed values and results',
    table(
      ['Step', 'Formula', calculator.kind === 'registry' ? 'Value' : 'Shown as'],
      calculator.formulas.map((step) => [step.label, step.formula, step.value]),
    ),
    '### Input ranges as configured',
    table(
      ['Input', 'Parameter', 'Default', 'Allowed range'],
      calculator.ranges.map((each) => [each.label, each.param, each.defaultValue, range(each.min, each.max)]),
    ),
    '### Guarantees checked for every input (property tests)',
    list(
      calculator.invariants.length > 0
        ? [...calculator.invariants]
        : ['Not applicable: a specialty definition is checked by its worked examples only.'],
    ),
  )
}

export const inventoryPart: PartDefinition = {
  file: '01-model-inventory',
  title: 'Model inventory',
  version: 1,
  basis: 'the calculator registry and its engines; decisions 0012, 0046, 0054, 0055',
  render: (facts) => ({
    sections: [
      section(
        'Calculators in use',
        table(
          ['Calculator', 'Type', 'Engine version', 'Revision', 'State'],
          facts.calculators.map((each) => [
            each.name,
            each.type,
            each.engineVersion,
            each.revision.number,
            each.revision.state,
          ]),
        ),
      ),
      section(
        'Rounding conventions',
        arithmetic,
        'Each calculator’s own rounding is stated in its method and formulas below.',
      ),
      ...facts.calculators.map(inventoryOf),
    ],
    json: {
      arithmetic,
      calculators: facts.calculators.map(({ references: _references, random: _random, ...rest }) => rest),
    },
  }),
}

export const evidencePart: PartDefinition = {
  file: '02-developmental-evidence',
  title: 'Developmental evidence: reference cases and their sources',
  version: 1,
  basis: 'the accuracy ledger (/accuracy); decisions 0046, 0063',
  render: (facts) => ({
    sections: facts.calculators.map((calculator) =>
      section(
        `${calculator.name} — ${calculator.title} (engine ${calculator.engineVersion})`,
        table(
          ['Case', 'Figure', 'Expected', 'Source', 'Section'],
          calculator.references.map((each) => [
            each.title,
            each.figure,
            each.expected,
            each.source.document,
            each.source.section ?? '',
          ]),
        ),
      ),
    ),
    json: {
      calculators: facts.calculators.map((each) => ({
        id: each.id,
        type: each.type,
        references: each.references,
      })),
    },
  }),
}

const passed = (calculator: CalculatorFacts) => calculator.references.filter((each) => each.pass).length

export const testingPart: PartDefinition = {
  file: '03-testing',
  title: 'Testing: the ledger’s results, cross-checks and the bank’s own scenario runs',
  version: 1,
  basis:
    'the accuracy ledger of the running build, computed when it was built; the Vendor review runs; decisions 0046, 0082, 0083, 0102',
  render: (facts) => ({
    sections: [
      section(
        'Reference cases and random cross-checks',
        `Ledger computed ${facts.ledger.computedAt}; random cross-check seed ${facts.ledger.seed}, ${facts.ledger.casesPerCalculator} cases a calculator.`,
        table(
          [
            'Calculator',
            'Reference cases passed',
            'Random cases',
            'Figures compared',
            'Cases exact in every figure',
            'Mismatches',
            'Independent method',
          ],
          facts.calculators.map((each) => [
            each.name,
            `${passed(each)} of ${each.references.length}`,
            each.random?.cases ?? 'not applicable',
            each.random?.figures ?? '—',
            each.random?.exact ?? '—',
            each.random?.mismatches ?? '—',
            each.random?.method ?? 'none: a specialty definition has no independent implementation',
          ]),
        ),
        'Failed reference cases:',
        list(
          facts.calculators.flatMap((each) =>
            each.references
              .filter((reference) => !reference.pass)
              .map(
                (reference) =>
                  `${each.name}: ${reference.title} — expected ${reference.expected}, computed ${reference.computed}`,
              ),
          ),
        ),
      ),
      section(
        'Invariants',
        table(
          ['Calculator', 'Invariants checked'],
          facts.calculators.map((each) => [each.name, each.invariants.length]),
        ),
      ),
      section(
        'The bank’s own scenario runs (Vendor review)',
        facts.runs.length === 0
          ? 'Not yet: no scenario file has been run in this workspace.'
          : table(
              [
                'Run',
                'Calculator',
                'Engine',
                'Why',
                'Scenarios',
                'Passed',
                'Flagged',
                'Refused',
                'By',
                'At (UTC)',
                'Input SHA-256',
              ],
              facts.runs.map((run) => [
                run.id,
                run.calculatorName,
                run.engineVersion,
                run.reason,
                run.scenarios,
                run.passed,
                run.flagged,
                run.refused,
                run.actorEmail,
                run.ranAt,
                run.inputSha256,
              ]),
            ),
      ),
    ],
    json: {
      ledger: facts.ledger,
      calculators: facts.calculators.map((each) => ({
        type: each.type,
        referenceCases: each.references.length,
        referencePassed: passed(each),
        invariants: each.invariants.length,
        random: each.random,
      })),
      runs: facts.runs,
    },
  }),
}

export const monitoringPart: PartDefinition = {
  file: '04-ongoing-monitoring',
  title: 'Ongoing monitoring: errata, engine changes and outcome re-runs',
  version: 1,
  basis: 'the errata (/accuracy/errata); the outcomes monitor; decisions 0046, 0082',
  render: (facts) => {
    const errata = facts.errata.filter((each) => each.date >= facts.since)
    const reruns = facts.runs.filter(
      (run) => run.reason === 'engine-change' && run.ranAt.slice(0, 10) >= facts.since,
    )
    return {
      sections: [
        `Period: from ${facts.since} to ${day(facts.generatedAt)}.`,
        section(
          'Errata of the calculators in use',
          errata.length === 0
            ? 'None in the period.'
            : table(
                ['Date', 'Calculator', 'Correction', 'Versions affected', 'Fixed in', 'Before', 'After'],
                errata.map((each) => [
                  each.date,
                  each.calculator,
                  each.title,
                  each.affected.join(', ') || 'none (a stated guarantee only)',
                  each.fixedIn ?? 'no result changed',
                  each.example.before,
                  each.example.after,
                ]),
              ),
        ),
        section(
          'Engine changes',
          table(
            ['Calculator', 'Engine version now', 'Changes in the period'],
            facts.calculators.map((calculator) => {
              const changes = errata.filter(
                (each) => each.calculator === calculator.type && each.fixedIn !== undefined,
              )
              return [
                calculator.name,
                calculator.engineVersion,
                changes.length === 0
                  ? 'none'
                  : changes.map((each) => `${each.date} → ${each.fixedIn}`).join('; '),
              ]
            }),
          ),
        ),
        section(
          'Outcome re-runs after an engine change',
          reruns.length === 0
            ? 'None in the period.'
            : table(
                ['Run', 'Repeats', 'Calculator', 'Engine', 'Passed', 'Flagged', 'Refused', 'At (UTC)'],
                reruns.map((run) => [
                  run.id,
                  run.rerunOf,
                  run.calculatorName,
                  run.engineVersion,
                  run.passed,
                  run.flagged,
                  run.refused,
                  run.ranAt,
                ]),
              ),
        ),
      ],
      json: { since: facts.since, errata, reruns },
    }
  },
}
