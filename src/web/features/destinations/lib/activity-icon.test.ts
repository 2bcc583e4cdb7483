import { describe, expect, it } from 'vitest';
import { activityIcon } from './activity-icon.js';

describe('activityIcon', () => {
  it.each([
    ['Hot-air balloon safari', 'balloon'],
    ['Wildlife photography', 'camera'],
    ['Flamingo and birdwatching', 'bird'],
    ['Snorkelling on the reef', 'diving'],
    ['Giant tortoise sanctuary visit', 'turtle'],
    ['Boat safari on the Rufiji River', 'boat'],
    ['Sunset dhow cruise', 'boat'],
    ['Crater floor game drive', 'wildlife'],
    ['Picnic lunch by the hippo pool', 'wildlife'],
    ['Summit trek', 'mountain'],
    ['Guided spice tour', 'spice'],
    ['Swahili cooking class', 'food'],
    ['Maasai Market shopping', 'market'],
    ['Maasai village visit', 'people'],
    ['Historic ruins walk', 'heritage'],
    ['Guided forest walk', 'forest'],
    ['Guided walking tour', 'walk'],
    ['Beach time', 'water'],
    ['Kuza Cave swim', 'water'],
  ] as const)('%s → %s', (name, icon) => {
    expect(activityIcon(name)).toBe(icon);
  });

  it('falls back for anything unknown', () => {
    expect(activityIcon('Stargazing')).toBe('default');
  });
});
