import type { RunningServices } from '../../server/services'
import { loader as ratesLoader, action as ratesAction } from '~/routes/workspace/rates'
import { act, load } from './workspace-support'

/** What the Rates tab's loader gives, as far as the rate-sheet tests read it. */
export type RatesData = {
  entries: {
    id: string
    name: string
    status: string
    current?: { rate: string }
    proposed?: { id: string; rate: string }
  }[]
}

/** The Rates tab of a workspace, its loader and action, for one account (none: signed out). */
export function ratesTab(services: RunningServices, workspaceId: string, cookie?: string) {
  const path = `/workspace/${workspaceId}/rates`
  const page = () => load(services, ratesLoader, path, { workspaceId }, cookie)
  return {
    page,
    entries: async () => ((await page()).data as RatesData).entries,
    act: (fields: Record<string, string>) =>
      act(services, ratesAction, path, { workspaceId }, fields, cookie),
  }
}

/** The editor's form for a loan as the page sends it, every field at its default. */
export function editorFields(): Record<string, string> {
  return {
    intent: 'save',
    name: 'Car loan',
    color: '#0b5ea8',
    accent: '#e39b12',
    font: 'system',
    lang: 'en',
    disclosure: '',
    allowedOrigins: '',
    'lead.cta': '',
    'lead.consent': '',
    'lead.recipients': '',
    'display.chart': 'on',
    'display.schedule': 'on',
  }
}
