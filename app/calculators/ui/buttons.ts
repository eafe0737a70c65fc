export const secondaryButton =
  'rounded-lg border border-(--calc-primary) bg-white px-3 py-1.5 text-sm font-semibold text-(--calc-primary) hover:bg-slate-50 aria-pressed:bg-(--calc-primary) aria-pressed:text-white'
