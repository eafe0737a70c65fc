import { useEffect, useMemo, useRef, useState } from 'react'
import { postStateMessage } from '../frame-messages'
import { scenariosOf, withScenarios } from '../kit/share-url'
import { initialTexts, mergeSearch } from './search-state'

const STATE_MESSAGE_DELAY_MS = 300

/**
 * Field texts initialised from the query string (so server rendering shows a shared link's result) and
 * written back with history.replaceState as the visitor types: no navigation, no history entry per keystroke.
 */
export function useSearchState<Name extends string>(
  initialSearch: string,
  defaults: Record<Name, string>,
  options: { remove?: (texts: Record<Name, string>) => readonly string[]; syncUrl?: boolean } = {},
) {
  const [texts, setTexts] = useState(() => initialTexts(initialSearch, defaults))
  const { remove, syncUrl = true } = options
  const removed = (remove?.(texts) ?? []).join(',')
  const search = useMemo(
    () => mergeSearch(initialSearch, texts, removed ? removed.split(',') : []),
    [initialSearch, texts, removed],
  )
  const changed = useRef(false)

  useEffect(() => {
    if (!changed.current) return
    // The comparison's scenarios are the visitor tools' state (kept in the address): typing keeps them.
    const current = withScenarios(search, scenariosOf(window.location.search))
    if (syncUrl) {
      const url = `${window.location.pathname}${current}${window.location.hash}`
      // Keep React Router's history state so its back/forward bookkeeping stays intact.
      window.history.replaceState(window.history.state, '', url)
    }
    const timer = setTimeout(() => postStateMessage(current), STATE_MESSAGE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [search, syncUrl])

  function setText(name: Name, text: string) {
    changed.current = true
    setTexts((current) => ({ ...current, [name]: text }))
  }

  return { texts, setText, search }
}
