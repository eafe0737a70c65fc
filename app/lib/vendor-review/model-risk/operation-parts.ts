import { rolesThatMay, type Action } from '~/lib/access/policy'
import { LEAD_CONTACT_FIELDS, LEAD_CONTACT_KEYS } from '~/lib/leads/lead-fields'
import { controlsOf } from './controls'
import type { ModelRiskFacts } from './facts'
import { cell, day, list, section, table, yesNo, type PartDefinition } from './document'

const LANGUAGES: Record<string, string> = { en: 'English', es: 'Spanish' }

function leadFields(facts: ModelRiskFacts) {
  const { standard, custom } = facts.workspace.leadFields
  return [
    ...LEAD_CONTACT_KEYS.filter((key) => standard[key].shown).map(
      (key) => `${LEAD_CONTACT_FIELDS[key].label}${standard[key].required ? ' (required)' : ''}`,
    ),
    ...custom.map((field) => `${field.label.en} (${field.kind}${field.required ? ', required' : ''})`),
  ]
}

export const implementationPart: PartDefinition = {
  file: '05-implementation',
  title: 'Implementation: the configuration as approved',
  version: 1,
  basis: 'each calculator’s published revision (else its newest); decisions 0014, 0031, 0034, 0053, 0062',
  render: (facts) => ({
    sections: [
      section(
        'Calculators',
        table(
          [
            'Calculator',
            'Revision',
            'State',
            'Approved and published by',
            'On (UTC)',
            'Language',
            'Lead form',
            'Sites allowed to embed',
          ],
          facts.calculators.map((each) => [
            each.name,
            each.revision.number,
            each.revision.state,
            each.revision.approvedBy ?? 'not yet approved',
            day(each.revision.publishedAt),
            LANGUAGES[each.revision.lang] ?? each.revision.lang,
            each.revision.lead.enabled ? `on, to ${each.revision.lead.recipients} recipient(s)` : 'off',
            each.revision.allowedOrigins.join(', ') || 'none',
          ]),
        ),
      ),
      ...facts.calculators.map((each) =>
        section(
          `${each.name}: ranges, disclosure and rate links`,
          table(
            ['Input', 'Default', 'Minimum', 'Maximum'],
            each.ranges.map((range) => [
              range.label,
              range.defaultValue,
              range.min ?? 'own',
              range.max ?? 'own',
            ]),
          ),
          `Disclosure shown under the results: ${cell(each.revision.disclosure) || 'none'}`,
          `Rate links: ${each.revision.rateLinks.map((link) => `${link.param} ← ${link.product}`).join('; ') || 'none'}`,
          `Lead form consent text: ${each.revision.lead.enabled ? cell(each.revision.lead.consent) || 'none' : 'not applicable (lead form off)'}`,
        ),
      ),
      section('Lead form fields (the workspace’s)', list(leadFields(facts))),
      section(
        'Who may approve',
        list(
          facts.members
            .filter((member) => rolesThatMay('revision.approve').includes(member.role as never))
            .map((member) => `${member.email} (${member.role})`),
        ),
        `Second approver required: ${yesNo(facts.workspace.requireSecondApprover)}.`,
      ),
    ],
    json: {
      calculators: facts.calculators.map((each) => ({
        id: each.id,
        name: each.name,
        type: each.type,
        revision: each.revision,
        ranges: each.ranges,
      })),
      leadFields: facts.workspace.leadFields,
      requireSecondApprover: facts.workspace.requireSecondApprover,
    },
  }),
}

export const securityPart: PartDefinition = {
  file: '06-security-and-operations',
  title: 'Security and operations: the controls in place',
  version: 1,
  basis:
    'the workspace’s settings and the server’s configuration; docs/security.md; the decision records named per control',
  render: (facts) => {
    const controls = controlsOf(facts)
    return {
      sections: [
        section(
          'Controls',
          table(
            ['Control', 'Status', 'What is so', 'Decision records'],
            controls.map((control) => [
              control.name,
              control.status,
              control.statement,
              control.decisions.join(', ') || '—',
            ]),
          ),
        ),
        section(
          'Members',
          table(
            ['Member', 'Role'],
            facts.members.map((member) => [member.email, member.role]),
          ),
        ),
      ],
      json: { controls, members: facts.members },
    }
  },
}

/** What a client takes with it: each export, where it is, who may take it (from the policy). */
function exportsOf(facts: ModelRiskFacts) {
  const base = `/workspace/${facts.workspace.id}`
  const row = (what: string, how: string, action: Action) => ({
    what,
    how,
    who: rolesThatMay(action).join(', '),
  })
  return [
    row('Leads, with their inputs and answers', `CSV at ${base}/leads.csv (Leads page)`, 'leads.export'),
    row(
      'Audit log',
      `JSON or CSV at ${base}/audit.json, ${base}/audit.csv, each entry with its hashes`,
      'audit.view',
    ),
    row('Archive of served pages', `the signed examiner bundle (ZIP) from ${base}/archive`, 'archive.export'),
    row('Usage figures', `CSV at ${base}/usage.csv`, 'workspace.view'),
    row(
      'Calculator definitions and configuration',
      `this pack: 01-model-inventory.json and 05-implementation.json`,
      'vendor_review.run',
    ),
    row('Scenario runs', `each run’s signed CSV and PDF on the Vendor review page`, 'vendor_review.run'),
  ]
}

export const exitPart: PartDefinition = {
  file: '07-contingency-and-exit',
  title: 'Contingency and exit',
  version: 1,
  basis: 'the export routes and the permission policy (app/lib/access/policy.ts); decisions 0050, 0058, 0071',
  render: (facts) => {
    const exports = exportsOf(facts)
    const endOfContract = [
      'Not yet a product function: the product cannot delete a workspace. Take the exports above first, then ask us in writing; until a deletion is built, it is done by hand.',
      `The audit log’s entries are kept ${facts.platform.auditRetentionYears} years and archived states ${facts.platform.archiveRetentionYears} years after they ended (the database refuses earlier deletion), then deleted by the retention pass.`,
      `Leads are deleted ${facts.workspace.leadRetentionDays ? `${facts.workspace.leadRetentionDays} days after they arrive` : 'only when a member deletes or erases them (no retention period is set)'}.`,
    ]
    return {
      sections: [
        section(
          'What the client can export',
          table(
            ['What', 'How', 'Roles that may'],
            exports.map((each) => [each.what, each.how, each.who]),
          ),
        ),
        section('At the contract’s end', list(endOfContract)),
        section(
          'If we stop',
          list([
            'Every export above works without us afterwards: CSV and JSON files; the examiner bundle and this pack carry their own verification commands and the public key.',
            'Specialty definitions are JSON documents under the published schema (docs/specialty-calculator.schema.json); catalogue calculators are described in 01-model-inventory.',
          ]),
        ),
      ],
      json: { exports, endOfContract },
    }
  },
}
