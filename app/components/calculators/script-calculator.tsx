import { useEffect, useRef, useState } from 'react'
import type { CalculatorType } from '~/calculators/registry'

type ScriptCalculatorProps = {
  calculator: CalculatorType
  title: string
  height: number
  /** Calculator inputs from the page's query string, handed to the loader as data- attributes. */
  inputs?: URLSearchParams
}

const dataAttribute = (name: string) =>
  `data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

export const SCRIPT_FAILED_MESSAGE = 'Failed to load calculator. Please try again later.'

/**
 * The script variant: our public loader (/embed.js) is added to the container the way a client site adds it, and
 * removed with its frame when the visitor leaves. A script element created by our already-trusted bundle is allowed
 * by the CSP's 'strict-dynamic'. When the loader already ran on this page, the new copy only re-scans
 * (window.BrightlineEmbed.scan), so coming back to the page works without a cache-busting query.
 */
export function ScriptCalculator({ calculator, title, height, inputs }: ScriptCalculatorProps) {
  const inputAttributes = Object.fromEntries(
    [...(inputs ?? [])]
      .filter(([name]) => /^[a-zA-Z][a-zA-Z0-9]{0,19}$/.test(name))
      .map(([name, value]) => [dataAttribute(name), value]),
  )
  const containerRef = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    let mounted = true
    const script = document.createElement('script')
    script.async = true
    script.src = '/embed.js'
    script.addEventListener('error', () => {
      if (mounted) setFailed(true)
    })
    container.appendChild(script)
    return () => {
      mounted = false
      script.remove()
      container.querySelectorAll('iframe').forEach((frame) => frame.remove())
      container.removeAttribute('data-brightline-ready')
    }
  }, [])

  return (
    <>
      <div
        ref={containerRef}
        data-calculator={calculator}
        {...inputAttributes}
        style={{ minHeight: failed ? undefined : height }}
      />
      {failed ? (
        <p role="alert" className="m-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
          {SCRIPT_FAILED_MESSAGE}
        </p>
      ) : null}
      <noscript>
        <iframe
          src={`/embed/${calculator}-calculator`}
          title={title}
          style={{ height }}
          className="block w-full border-0"
        />
      </noscript>
    </>
  )
}
