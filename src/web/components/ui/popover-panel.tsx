import { Popover } from 'radix-ui';
import { useRef, type ComponentProps, type RefObject } from 'react';

export interface PopoverPanelProps extends ComponentProps<typeof Popover.Content> {
  /** Escape, a press or a focus outside: the caller unmounts the panel */
  onClose: () => void;
  /** the field the panel hangs from; a press on it is the field's own business */
  anchor: RefObject<HTMLElement | null>;
  /** what gets the focus back on closing, unless the visitor moved it elsewhere; the anchor by default */
  returnFocus?: RefObject<HTMLElement | null> | undefined;
}

/**
 * A Radix popover hung from an element the caller renders itself. The fields stay plain elements so
 * the first paint needs none of Radix's positioning; this part loads when a field is approached. It
 * does what Popover.Trigger would: a press on the anchor is the caller's own toggle, not an outside
 * press, and closing gives the focus back unless the visitor moved it elsewhere.
 */
export function PopoverPanel({
  onClose,
  anchor,
  returnFocus = anchor,
  onInteractOutside,
  onCloseAutoFocus,
  ...content
}: PopoverPanelProps) {
  const interactedOutside = useRef(false);
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          // Under the field's start, clear of the sticky header.
          align="start"
          sideOffset={8}
          collisionPadding={{ top: 80, right: 12, bottom: 12, left: 12 }}
          {...content}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else if (!event.defaultPrevented) interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (!event.defaultPrevented && !interactedOutside.current) returnFocus.current?.focus();
            event.preventDefault();
            interactedOutside.current = false;
          }}
        />
      </Popover.Portal>
    </Popover.Root>
  );
}
