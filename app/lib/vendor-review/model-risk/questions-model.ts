import { arithmetic } from './model-parts'
import { q, type Question, type SheetContext } from './sheet-context'

/** Change management, model validation and accessibility. */
export function modelQuestions(ctx: SheetContext): Question[] {
  const {
    facts,
    c,
    by,
    published,
    referenceCount,
    referencePassed,
    randomCases,
    mismatches,
    errataSince: since,
  } = ctx
  const { calculators, runs } = facts
  return [
    q(
      'Change management',
      'Are changes to a calculator’s configuration approved before visitors see them?',
      `Yes. A revision is published only by an approver; ${published.length} of ${calculators.length} calculators have a published revision.`,
      '05-implementation; decisions 0014, 0076',
    ),
    q(
      'Change management',
      'Are changes to the calculation engines versioned?',
      `Yes. Each engine has a version, raised whenever a result can change: ${calculators.map((each) => `${each.name} ${each.engineVersion}`).join(', ') || 'no calculators yet'}.`,
      '01-model-inventory; decision 0046',
    ),
    q(
      'Change management',
      'Are clients told of corrections to results?',
      `Yes. Every correction is an erratum at /accuracy/errata with an Atom feed; ${since.length} for the calculators in use since ${facts.since}.`,
      '04-ongoing-monitoring; decision 0046',
    ),
    q(
      'Change management',
      'Is the record of what visitors were shown kept?',
      `Yes. ${c('archive').statement}`,
      by('archive'),
    ),
    q(
      'Model validation',
      'Is there an inventory of the models (calculators) in use?',
      `Yes. ${calculators.length} calculators, each with purpose, method, formulas, engine version, configured ranges and limitations.`,
      '01-model-inventory',
    ),
    q(
      'Model validation',
      'What conventions govern rounding?',
      `${arithmetic}`,
      '01-model-inventory (Rounding conventions)',
    ),
    q(
      'Model validation',
      'Are results tested against independent reference values?',
      referencePassed === referenceCount
        ? `Yes. ${referencePassed} of ${referenceCount} reference cases with cited sources pass.`
        : `Yes, and not all pass: ${referencePassed} of ${referenceCount} reference cases with cited sources pass; the failures are listed in 03-testing.`,
      '02-developmental-evidence, 03-testing; decision 0046',
    ),
    q(
      'Model validation',
      'Are results cross-checked by an independent implementation?',
      `Yes, for catalogue calculators: ${randomCases} random cases, ${mismatches} mismatches. Specialty definitions: not applicable (worked examples only).`,
      '03-testing; decision 0046',
    ),
    q(
      'Model validation',
      'Can the bank test the calculators with its own scenarios?',
      runs.length > 0
        ? `Yes. ${runs.length} runs in this workspace, the newest on ${runs[0]!.ranAt.slice(0, 10)}, each signed.`
        : 'Yes, on the Vendor review page; not yet used in this workspace.',
      '03-testing; decisions 0082, 0083',
    ),
    q(
      'Model validation',
      'Are outcomes monitored after engine changes?',
      `Yes. Kept scenario sets are re-run when an engine changes; ${runs.filter((run) => run.reason === 'engine-change').length} such re-runs in this workspace.`,
      '04-ongoing-monitoring; decision 0082',
    ),
    q(
      'Model validation',
      'Are the model’s limitations and assumptions documented?',
      `${calculators.every((each) => each.method.length > 0) ? 'Yes' : 'Partly'}: ${calculators.filter((each) => each.method.length > 0).length} of ${calculators.length} calculators state their method and limits in words; every one states its formulas.`,
      '01-model-inventory',
    ),
    q(
      'Accessibility',
      'Do the calculators conform to WCAG?',
      'Target WCAG 2.2 A and AA; a VPAT-style conformance report per calculator claims only what a check shows (owners and approvers download it).',
      'decision 0024',
    ),
    q(
      'Accessibility',
      'Is accessibility tested?',
      'Yes. Automated axe-core checks (WCAG A and AA rules) in the end-to-end tests; each row of the conformance report names its evidence.',
      'decision 0024',
    ),
  ]
}
