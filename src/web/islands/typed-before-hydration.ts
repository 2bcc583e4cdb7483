// What a visitor types into a server-rendered form before its island hydrates stays on screen, but React
// does not know it: hydration keeps a text field's value without telling the component (whose state still
// holds the server's value), and resets selects and fields a form library registers. So the values that
// differ from the server's HTML are read just before the island hydrates and given to it once it has, as
// the input and change events the visitor's typing would have sent.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  control: Control;
  /** a field's text or a select's value; for a box, 'on' when ticked and '' when not */
  value: string;
}

const CHECKABLE_TYPES = new Set(['checkbox', 'radio']);
const UNTRACKED_TYPES = new Set(['file', 'submit', 'button', 'reset', 'image', 'hidden']);

/** The option the server's HTML selects (the `selected` attribute, which `defaultSelected` reflects), else the first. */
function serverValue(select: HTMLSelectElement): string | undefined {
  const options = [...select.options];
  return (options.find((option) => option.hasAttribute('selected')) ?? options[0])?.value;
}

function typedValue(control: Control): string | null {
  if (control instanceof HTMLSelectElement) {
    if (control.multiple) return null;
    return control.value === serverValue(control) ? null : control.value;
  }
  if (control instanceof HTMLInputElement && UNTRACKED_TYPES.has(control.type)) return null;
  if (control instanceof HTMLInputElement && CHECKABLE_TYPES.has(control.type)) {
    // The `checked` attribute is the server's, which `defaultChecked` reflects.
    return control.checked === control.hasAttribute('checked') ? null : control.checked ? 'on' : '';
  }
  return control.value === control.defaultValue ? null : control.value;
}

/** The form values in `root` that differ from the server's HTML: call before the island hydrates. */
export function readTypedValues(root: HTMLElement): Typed[] {
  const typed: Typed[] = [];
  for (const control of root.querySelectorAll<Control>('input, textarea, select')) {
    const value = typedValue(control);
    if (value !== null) typed.push({ control, value });
  }
  return typed;
}

/**
 * Sets `value` the way a visitor's typing does: React notices a change only when the value differs from the
 * one it last saw, which it reads through the element's own `value` property; the prototype's setter writes
 * the value without it.
 */
function typeInto(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
  if (!setter) return;
  control.value = value === '' ? ' ' : '';
  setter.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Ticks or clears a box with a real press, from the other state, so that React sees the change. */
function pressInto(control: HTMLInputElement, ticked: boolean) {
  // A radio cannot be cleared by a press: the one ticked in its group clears it.
  if (control.type === 'radio' && !ticked) return;
  control.checked = !ticked;
  control.click();
}

/** Gives the hydrated island what was typed before: call once it has committed. */
export function replayTypedValues(typed: readonly Typed[]): void {
  for (const { control, value } of typed) {
    if (!control.isConnected || control.disabled) continue;
    if (control instanceof HTMLSelectElement) {
      control.value = value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (control instanceof HTMLInputElement && CHECKABLE_TYPES.has(control.type)) {
      pressInto(control, value === 'on');
    } else {
      typeInto(control, value);
    }
  }
}
