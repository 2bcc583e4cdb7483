import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.js';
import { useFieldControl } from './field.js';
import { controlClass } from './control-class.js';

export interface SelectOption {
  id: number | string;
  name: string;
}

interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  options: readonly SelectOption[];
  /** the empty first choice, e.g. 'Choose your country' */
  placeholder: string;
}

/**
 * A styled native select: the phone's own picker, type-ahead over the long country list and
 * screen-reader support for free. Values are the options' ids as strings.
 */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={cn(controlClass, 'h-12 appearance-none pr-10', className)} {...useFieldControl(props)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4.5 -translate-y-1/2 text-ink/70"
      />
    </div>
  );
}
