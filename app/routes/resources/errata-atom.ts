import { calculatorByName } from '~/calculators/registry'
import { errata, versionsText, type Erratum } from '~/lib/accuracy/errata'
import { business } from '~/lib/business'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/errata-atom'

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** Noon UTC of the erratum's day: Atom wants a full date-time, and the day is what we know. */
const updated = (erratum: Erratum) => `${erratum.date}T12:00:00Z`

function entry(origin: string, erratum: Erratum): string {
  const calculator = calculatorByName(erratum.calculator).title.en
  const summary = [
    `${calculator}. ${versionsText(erratum)}.`,
    erratum.whatChanged,
    `Example: ${erratum.example.inputs}. Before: ${erratum.example.before}. After: ${erratum.example.after}.`,
  ].join(' ')
  return [
    '  <entry>',
    `    <id>${origin}/accuracy/errata#${erratum.id}</id>`,
    `    <title>${escape(`${calculator}: ${erratum.title}`)}</title>`,
    `    <updated>${updated(erratum)}</updated>`,
    `    <link rel="alternate" type="text/html" href="${origin}/accuracy/errata#${erratum.id}"/>`,
    `    <category term="${erratum.calculator}" label="${escape(calculator)}"/>`,
    `    <summary type="text">${escape(summary)}</summary>`,
    '  </entry>',
  ].join('\n')
}

/** /accuracy/errata.atom: the errata as an Atom 1.0 feed (RFC 4287), newest first. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = getServices(context).config.baseUrl
  const newest = errata.map(updated).sort().at(-1) ?? '2026-11-23T12:00:00Z'
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${origin}/accuracy/errata</id>`,
    `  <title>${escape(`${business.name} calculator errata`)}</title>`,
    `  <subtitle>Corrections to our calculators’ results and guarantees</subtitle>`,
    `  <updated>${newest}</updated>`,
    `  <author><name>${escape(business.name)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${origin}/accuracy/errata.atom"/>`,
    `  <link rel="alternate" type="text/html" href="${origin}/accuracy/errata"/>`,
    ...errata.map((erratum) => entry(origin, erratum)),
    '</feed>',
    '',
  ].join('\n')
  return new Response(body, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
