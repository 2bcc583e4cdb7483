import {
  Balloon,
  Binoculars,
  Bird,
  Camera,
  Compass,
  Fish,
  Footprints,
  Landmark,
  Leaf,
  MountainSnow,
  Sailboat,
  ShoppingBasket,
  Trees,
  Turtle,
  Users,
  UtensilsCrossed,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import { activityIcon, type ActivityIcon } from '#web/features/destinations/lib/activity-icon.js';

const ICONS: Record<ActivityIcon, LucideIcon> = {
  balloon: Balloon,
  bird: Bird,
  boat: Sailboat,
  camera: Camera,
  diving: Fish,
  food: UtensilsCrossed,
  forest: Trees,
  heritage: Landmark,
  market: ShoppingBasket,
  mountain: MountainSnow,
  people: Users,
  spice: Leaf,
  turtle: Turtle,
  walk: Footprints,
  water: Waves,
  wildlife: Binoculars,
  default: Compass,
};

/** A round icon for an activity, in the page's accent colour. */
export function ActivityGlyph({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[activityIcon(name)];
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-[var(--accent)]/10 text-[var(--accent)] ${className ?? 'size-11'}`}
    >
      <Icon className="size-5" strokeWidth={1.75} />
    </span>
  );
}
