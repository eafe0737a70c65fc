import { Children, cloneElement, type ComponentProps, type ReactElement } from 'react'
import { cn } from '~/lib/cn'

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'border border-brand-700 text-brand-800 bg-white hover:bg-brand-50',
  accent: 'bg-accent-400 text-slate-900 hover:bg-accent-500 shadow-sm',
  ghost: 'text-brand-800 hover:bg-brand-50',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
} as const

// Heights are minimums: a label longer than a phone's line wraps inside the button, which grows with it (at
// fixed heights four labels spilled over their buttons at 390 px). One line is as high as before.
const sizes = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2 text-base',
  lg: 'min-h-12 px-7 py-2 text-lg',
} as const

type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
  /** Render the child element (a Link, an anchor) with the button's look. */
  asChild?: boolean
}

export function Button({ variant = 'primary', size = 'md', asChild, className, ...props }: ButtonProps) {
  const look = cn(
    'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  )
  if (!asChild) return <button className={look} {...props} />
  // The child keeps its own props and gains the look: what Radix's Slot did for these links, without its ~1 KB
  // on every marketing page (no asChild button passes handlers, a style or a ref to merge).
  const { children, ...rest } = props
  const child = Children.only(children) as ReactElement<{ className?: string }>
  return cloneElement(child, { ...rest, ...child.props, className: cn(look, child.props.className) })
}
