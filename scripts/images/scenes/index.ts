// Which drawing and which times of day suit each scene.
import type { SceneKey } from '#server/db/seed/data/types.js';
import type { TimeOfDay } from '../palette.js';
import type { SceneFn } from './common.js';
import { beachPalms, dhowScene } from './coast.js';
import { lagoon } from './lagoon.js';
import { reefIsland } from './reef.js';
import { stoneTown } from './harbour.js';
import { forest } from './forest.js';
import { spiceFarm } from './spice.js';
import { crater, lakeFlamingo } from './lakes.js';
import { river } from './river.js';
import { kilimanjaro } from './kilimanjaro.js';
import { mountainTown } from './meru.js';
import { baobabScene, migration, savannaAcacia, savannaElephant } from './savanna.js';

type Weights = Record<TimeOfDay, number>;
const w = (dawn: number, midday: number, golden: number, dusk: number): Weights => ({ dawn, midday, golden, dusk });

const SAVANNA = w(2, 2, 4, 2);

export const SCENES: Record<SceneKey, { draw: SceneFn; times: Weights }> = {
  'savanna-acacia': { draw: savannaAcacia, times: SAVANNA },
  'savanna-elephant': { draw: savannaElephant, times: SAVANNA },
  migration: { draw: migration, times: w(2, 3, 4, 1) },
  kilimanjaro: { draw: kilimanjaro, times: w(4, 3, 2, 1) },
  crater: { draw: crater, times: w(3, 4, 2, 0) },
  'lake-flamingo': { draw: lakeFlamingo, times: w(3, 3, 3, 1) },
  baobab: { draw: baobabScene, times: w(1, 1, 6, 2) },
  river: { draw: river, times: w(2, 3, 3, 1) },
  'mountain-town': { draw: mountainTown, times: w(3, 4, 3, 0) },
  dhow: { draw: dhowScene, times: w(1, 3, 4, 2) },
  'beach-palms': { draw: beachPalms, times: w(1, 6, 2, 1) },
  lagoon: { draw: lagoon, times: w(1, 6, 2, 0) },
  'stone-town': { draw: stoneTown, times: w(1, 4, 4, 1) },
  'reef-island': { draw: reefIsland, times: w(1, 6, 2, 0) },
  forest: { draw: forest, times: w(2, 6, 2, 0) },
  'spice-farm': { draw: spiceFarm, times: w(2, 5, 3, 0) },
};
