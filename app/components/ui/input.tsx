import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

// .form-field and .form-label: app/theme.css (one short class per field keeps pages and embeds small).
const fieldClass = 'form-field'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, className)} {...props} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-32', className)} {...props} />
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('form-label', className)} {...props} />
}
