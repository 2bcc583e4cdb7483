import { lazy } from 'react';

// Radix Popover and its positioning engine load when a search field is first approached (pointer
// or focus), not with the page; a press before that opens the panel as soon as it has arrived.
export const loadPopoverPanel = () => import('./popover-panel.js');

export const LazyPopoverPanel = lazy(async () => ({ default: (await loadPopoverPanel()).PopoverPanel }));
