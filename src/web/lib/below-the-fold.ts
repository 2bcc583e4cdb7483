/**
 * For a large block that starts below the first screen: the browser lays it out and paints it only as it
 * comes near the screen (its lazy pictures are asked for then too), keeping the size it last had, or about
 * a screenful before, so the scrollbar stays steady. Its text stays in the page for find-in-page, links and
 * screen readers. Hydration is unaffected: the HTML is the same.
 */
export const BELOW_THE_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_900px]';
