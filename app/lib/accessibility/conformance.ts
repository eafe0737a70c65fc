import { contrastRatio, DARK_TEXT, WHITE } from '~/calculators/branding'
import { WCAG_22_A_AA, type Criterion } from './wcag'

/*
 * The accessibility conformance report of one calculator, in the structure of the ITI VPAT 2.5 (WCAG edition).
 * Every "Supports" cites the check behind it; a criterion nothing checks says "Not evaluated" (VPAT 2.5 keeps
 * that term for AAA, we use it for A/AA rather than claim what was not checked: docs/decisions).
 */
export type Conformance =
  'Supports' | 'Partially supports' | 'Does not support' | 'Not applicable' | 'Not evaluated'

export const EVIDENCE = {
  axe: 'Automated: axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules) on this calculator in a client brand, in English and Spanish, on every change (tests/e2e/accessibility.spec.ts).',
  keyboard:
    'Automated: Tab through the calculator at 320 px; every stop in reading order, with a visible focus indicator, not covered, and focus leaves after the last control (tests/e2e/accessibility.spec.ts).',
  reflow:
    'Automated: at 320 CSS px wide (1280 px at 400 % zoom) the page does not scroll sideways; schedules scroll within their own box (tests/e2e/accessibility.spec.ts).',
  motion:
    'Automated: no animation runs when the visitor asks for reduced motion (tests/e2e/accessibility.spec.ts).',
  language:
    'Automated: the page language is "en" or "es" with the calculator, and title, heading and texts follow it (tests/e2e/calculators.spec.ts).',
  brand:
    "Computed for this calculator's own brand colours when this report was made (figures in the remarks).",
  checklist: 'Manual: the checklist in docs/accessibility-checklist.md (item named in the remarks).',
} as const
export type EvidenceId = keyof typeof EVIDENCE

export type ConformanceRow = Criterion & { conformance: Conformance; remarks: string; evidence: EvidenceId[] }

export type ReportSubject = {
  /** The calculator's title, in English. */
  title: string
  brand: { color: string; accent: string }
  /** Whether the published form collects leads (name, e-mail, phone). */
  leads: boolean
}

type Judgement = Omit<ConformanceRow, keyof Criterion>

const supports = (remarks: string, ...evidence: EvidenceId[]): Judgement => ({
  conformance: 'Supports',
  remarks,
  evidence,
})
const notApplicable = (remarks: string): Judgement => ({
  conformance: 'Not applicable',
  remarks,
  evidence: [],
})
const notEvaluated = (remarks: string): Judgement => ({ conformance: 'Not evaluated', remarks, evidence: [] })

const ratio = (value: number) => `${value.toFixed(2)}:1`

function contrast(subject: ReportSubject, minimum: number, what: string): Judgement {
  const primary = contrastRatio(subject.brand.color, WHITE)
  const accent = contrastRatio(subject.brand.accent, DARK_TEXT)
  const figures = `brand colour ${subject.brand.color} with white: ${ratio(primary)}; accent ${subject.brand.accent} with dark text: ${ratio(accent)} (needed: ${minimum}:1 for ${what})`
  if (primary >= minimum && accent >= minimum) return supports(`${figures}.`, 'brand', 'axe')
  return {
    conformance: 'Does not support',
    remarks: `${figures}: choose a darker or lighter colour.`,
    evidence: ['brand'],
  }
}

function judge(criterion: Criterion, subject: ReportSubject): Judgement {
  switch (criterion.id) {
    case '1.1.1':
      return supports('The chart has a text alternative (its figures as text); no other images.', 'axe')
    case '1.2.1':
    case '1.2.2':
    case '1.2.3':
    case '1.2.4':
    case '1.2.5':
    case '1.4.2':
      return notApplicable('The calculator has no audio or video.')
    case '1.3.1':
      return supports(
        'Inputs are labelled, results are a description list, schedules are tables with headers.',
        'axe',
      )
    case '1.3.2':
    case '2.4.3':
      return supports('Reading and focus order follow the layout: inputs, then results.', 'keyboard')
    case '1.3.3':
      return notEvaluated('No check yet that instructions never rely on shape, position or sound alone.')
    case '1.3.4':
      return supports('Nothing locks the orientation; the layout works from 320 px wide.', 'reflow')
    case '1.3.5':
      return subject.leads
        ? supports(
            'The lead form declares autocomplete name, email and tel (app/components/leads/lead-form.tsx); the calculator’s inputs are not about the visitor.',
            'checklist',
          )
        : notApplicable('The calculator asks nothing about the visitor (its lead form is off).')
    case '1.4.1':
      return notEvaluated('No check yet that the chart’s series differ by more than colour.')
    case '1.4.3':
      return contrast(subject, 4.5, 'text')
    case '1.4.11':
      return contrast(subject, 3, 'controls and chart lines')
    case '1.4.4':
      return supports(
        'Text is sized in rem and the viewport allows zoom; the layout holds at 400 %.',
        'axe',
        'reflow',
      )
    case '1.4.5':
      return supports('No raster image carries text; chart labels are text.', 'reflow')
    case '1.4.10':
      return supports('No sideways scrolling at 320 px; a schedule scrolls within its own box.', 'reflow')
    case '1.4.12':
      return notEvaluated('Not yet checked with increased line, letter and word spacing.')
    case '1.4.13':
      return notEvaluated('Not yet checked whether any content appears on hover or focus.')
    case '2.1.1':
      return supports(
        'Every control is a native input, select, button or link, reached with Tab.',
        'keyboard',
      )
    case '2.1.2':
      return supports('Focus leaves the calculator after its last control.', 'keyboard')
    case '2.1.4':
      return notApplicable('The calculator defines no keyboard shortcuts (checklist: no key handlers).')
    case '2.2.1':
      return notApplicable('Nothing in the calculator has a time limit.')
    case '2.2.2':
    case '2.3.1':
      return supports('Nothing moves, blinks or flashes; no animation runs with reduced motion.', 'motion')
    case '2.4.1':
      return supports('The calculator is one region that starts with its heading.', 'axe')
    case '2.4.2':
      return supports('The frame’s title is the calculator’s name in its language.', 'language')
    case '2.4.4':
      return supports('Every link has a name that says where it goes.', 'axe')
    case '2.4.5':
    case '3.2.3':
    case '3.2.6':
      return notApplicable('Applies to a set of pages; the calculator is one component of the client’s page.')
    case '2.4.6':
      return supports('Each input carries its visible label; the results have a heading.', 'axe')
    case '2.4.7':
      return supports('Every focus stop shows an indicator.', 'keyboard')
    case '2.4.11':
      return supports('No focused control is covered by other content.', 'keyboard')
    case '2.5.1':
    case '2.5.4':
      return notApplicable('No multipoint, path-based or motion gestures are used.')
    case '2.5.2':
      return supports(
        'Only native controls, which act on release of the pointer; no pointer handlers of our own.',
        'checklist',
      )
    case '2.5.3':
      return supports('Accessible names are the visible labels.', 'axe')
    case '2.5.7':
      return supports('Each slider has a number field beside it, so no value needs dragging.', 'keyboard')
    case '2.5.8':
      return supports('Targets are at least 24 by 24 px or spaced apart.', 'axe')
    case '3.1.1':
      return supports('The page language is set to the calculator’s language.', 'language', 'axe')
    case '3.1.2':
      return notEvaluated('Not yet checked that no passage in another language is left unmarked.')
    case '3.2.1':
    case '3.2.2':
      return supports('Focusing or changing an input recalculates in place; nothing navigates.', 'keyboard')
    case '3.2.4':
      return supports(
        'One set of control texts is shared by every calculator (the calculator kit).',
        'checklist',
      )
    case '3.3.1':
    case '3.3.3':
      return notEvaluated('Field messages exist for each input; not yet checked by assistive technology.')
    case '3.3.2':
      return supports('Every input has a label and, where needed, help text.', 'axe')
    case '3.3.4':
      return notApplicable('Nothing commits the visitor legally or financially.')
    case '3.3.7':
      return notApplicable('No process asks for the same information twice.')
    case '3.3.8':
      return notApplicable('The calculator has no sign-in.')
    case '4.1.2':
      return supports('Native controls with names, roles and values.', 'axe')
    case '4.1.3':
      return notEvaluated('Results are in a polite live region; not yet checked with a screen reader.')
    default:
      return notEvaluated('Not yet checked.')
  }
}

/** Every WCAG 2.2 A and AA criterion, judged for one calculator as published. */
export function conformanceReport(subject: ReportSubject): ConformanceRow[] {
  return WCAG_22_A_AA.map((criterion) => ({ ...criterion, ...judge(criterion, subject) }))
}
