import type { IslandComponent } from './island.js';

export interface IslandModule {
  default: IslandComponent<object>;
}

/**
 * Every island by name: one module per island, named `<name>.island.tsx`, in the `islands` folder of the
 * feature it belongs to, or in app/islands when it composes several features (as pages do). Each is loaded
 * only by a page that has it; registry.test.ts checks that each module's island carries its file's name.
 */
const modules = import.meta.glob<IslandModule>(['../app/islands/*.island.tsx', '../features/*/islands/*.island.tsx']);

export const islandLoaders: Readonly<Record<string, () => Promise<IslandModule>>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [/([^/]+)\.island\.tsx$/.exec(path)?.[1] ?? path, load]),
);
