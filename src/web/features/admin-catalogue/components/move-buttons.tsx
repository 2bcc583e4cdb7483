import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';

interface MoveButtonsProps {
  /** the item as the buttons name it: 'fact 1', 'Serengeti', 'day 2' */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** the words on the buttons too (the itinerary's, with room for them), not the icons alone */
  worded?: boolean;
  className?: string;
}

/** Move up, Move down and Remove for an item of an ordered list, named for a screen reader either way. */
export function MoveButtons({ name, index, count, onMove, onRemove, worded = false, className }: MoveButtonsProps) {
  const buttons = [
    {
      icon: ArrowUp,
      words: 'Move up',
      label: `Move ${name} up`,
      off: index === 0,
      act: () => onMove(index, index - 1),
    },
    {
      icon: ArrowDown,
      words: 'Move down',
      label: `Move ${name} down`,
      off: index === count - 1,
      act: () => onMove(index, index + 1),
    },
    { icon: X, words: 'Remove', label: `Remove ${name}`, off: false, act: onRemove },
  ];
  return buttons.map(({ icon: Icon, words, label, off, act }) => (
    <Button
      key={words}
      type="button"
      size={worded ? 'sm' : 'icon'}
      variant="ghost"
      className={className}
      aria-label={worded ? undefined : label}
      disabled={off}
      onClick={act}
    >
      <Icon aria-hidden="true" className="size-4" />
      {worded && (
        <>
          {words}
          <span className="sr-only"> {name}</span>
        </>
      )}
    </Button>
  ));
}
