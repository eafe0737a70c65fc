export type SpriteIconName =
  | 'smartphone'
  | 'gauge'
  | 'search'
  | 'target'
  | 'zap'
  | 'palette'
  | 'shield-check'
  | 'sliders-horizontal'
  | 'life-buoy'
  | 'trending-up'
  | 'landmark'
  | 'piggy-bank'
  | 'calculator'
  | 'chevron-down'

/**
 * A decorative icon from /images/icons.svg. The home page uses these instead of lucide's drawings (ui/icon.tsx) so
 * the icons' path data stays out of its JavaScript (budget: 130 KB gzip).
 */
/** `className` sets the size (e.g. size-6) and the colour (text-*). */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`/images/icons.svg#${name}`} />
    </svg>
  )
}
