import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'

const everyMs = 2_000
const forMs = 30_000

/**
 * After a test event or a redelivery was queued (an action answer with `queued`), the page reads its data
 * again every 2 s for 30 s, so the attempt shows in the delivery log without a reload: the worker sends within
 * a second or so, and a receiver has up to 10 s to answer. Nothing is read while the tab is hidden.
 * A read clears the action's answer (React Router keeps it only through the reload that follows the action),
 * so the reads stop at any other answer: a new endpoint's secret, shown once, must stay on the page.
 */
export function useFollowDeliveries(answer: { queued?: boolean } | undefined) {
  const { revalidate } = useRevalidator()
  const latestRevalidate = useRef(revalidate)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => {
    latestRevalidate.current = revalidate
  }, [revalidate])
  useEffect(() => {
    if (!answer) return // cleared by a read of ours: go on
    window.clearInterval(timer.current)
    if (!answer.queued) return
    const until = Date.now() + forMs
    timer.current = window.setInterval(() => {
      if (Date.now() > until) window.clearInterval(timer.current)
      else if (document.visibilityState === 'visible') void latestRevalidate.current()
    }, everyMs)
  }, [answer])
  useEffect(() => () => window.clearInterval(timer.current), [])
}
