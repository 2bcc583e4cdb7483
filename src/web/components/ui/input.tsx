import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.js';
import { controlClass } from './control-class.js';
import { useFieldControl } from './field.js';

export function TextInput({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClass, 'h-12', className)} {...useFieldControl(props)} />;
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea className={cn(controlClass, 'min-h-28 py-3 leading-relaxed', className)} {...useFieldControl(props)} />
  );
}
