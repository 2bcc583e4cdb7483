import { useT } from '#web/i18n/i18n.js';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.js';

// The sheet (Radix Dialog, focus trap, scroll lock) is only needed once the button is pressed, so it
// loads then, or a moment earlier when the pointer or the focus reaches the button.
const loadSheet = () => import('./mobile-menu-sheet.js');
const MobileMenuSheet = lazy(async () => ({ default: (await loadSheet()).MobileMenuSheet }));

/** Below 1024 px the header's items move into a side sheet that this button opens. */
export function MobileMenu({ className }: { className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Stays mounted after the first press, so closing can animate and hand the focus back.
  const [pressed, setPressed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  const prefetch = () => void loadSheet();
  return (
    <>
      {/* The attributes a Radix Dialog.Trigger would set. */}
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="icon"
        className={className}
        aria-label={t('Open menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {pressed && (
        <Suspense fallback={null}>
          <MobileMenuSheet id={sheetId} open={open} onOpenChange={setOpen} opener={button} />
        </Suspense>
      )}
    </>
  );
}
