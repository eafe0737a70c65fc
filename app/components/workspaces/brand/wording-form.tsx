import { SettingSwitch } from '../setting-switch'

/**
 * "Credit-union wording": the registry calculators say dividend rate and share certificate instead of interest
 * rate and CD, in English and Spanish (issue 46 §2, decision 0092). Off until an owner or editor turns it on.
 */
export function WordingForm({ on }: { on: boolean }) {
  return (
    <section aria-labelledby="wording-title" className="mt-10 max-w-2xl">
      <h2 id="wording-title" className="text-xl font-bold">
        Wording
      </h2>
      <p className="mt-3 text-sm text-slate-700">
        Credit unions pay dividends on shares. With this on, your published CD and savings-goal calculators
        say “Dividend rate” and “Share certificate” (in Spanish “Tasa de dividendos” and “Certificado de
        ahorro”) where they would say interest rate and CD.
      </p>
      <SettingSwitch
        intent="wording"
        on={on}
        label="Use credit-union wording in the calculators"
        hint="Off until you turn it on; turn it off again at any time."
        save="Save wording"
      />
    </section>
  )
}
