/** The picture drawn beside an activity; the words carry the meaning, so this is decoration. */
export type ActivityIcon =
  | 'balloon'
  | 'bird'
  | 'boat'
  | 'camera'
  | 'diving'
  | 'food'
  | 'forest'
  | 'heritage'
  | 'market'
  | 'mountain'
  | 'people'
  | 'spice'
  | 'turtle'
  | 'walk'
  | 'water'
  | 'wildlife'
  | 'default';

// First match wins, so the more specific words come first ('hippo pool' is wildlife, not a swim;
// 'wildlife photography' is a camera, not a game drive; a 'boat safari' is on the water).
const RULES: readonly [RegExp, ActivityIcon][] = [
  [/balloon/, 'balloon'],
  [/photo/, 'camera'],
  [/bird|flamingo/, 'bird'],
  [/snorkel|diving|scuba|dolphin|fishing/, 'diving'],
  [/turtle|tortoise/, 'turtle'],
  [/dhow|boat|canoe|sailing|ngalawa|paddle|kite|cruise/, 'boat'],
  [/game drive|safari|wildlife|big cat|rhino|elephant|migration|wild dog|hippo|colobus|lion/, 'wildlife'],
  [/summit|trek|climb|meru|kilimanjaro|acclimati/, 'mountain'],
  [/spice|coffee|seaweed|coconut/, 'spice'],
  [/cooking|food|breakfast|lunch|dinner|tasting|fruit/, 'food'],
  [/market|shopping/, 'market'],
  [/village|maasai|weaving|cultur/, 'people'],
  [/ruins|historic|memorial|museum|heritage|fort/, 'heritage'],
  [/forest|mangrove|canopy|waterfall|jungle/, 'forest'],
  [/walk|hike/, 'walk'],
  [/beach|swim|lagoon|cave|sand/, 'water'],
];

export function activityIcon(name: string): ActivityIcon {
  const text = name.toLowerCase();
  return RULES.find(([pattern]) => pattern.test(text))?.[1] ?? 'default';
}
