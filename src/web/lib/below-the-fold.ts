/**
 * For a large block that starts below the first screen: the browser lays it out and paints it only as it
 * comes near the screen (its lazy pictures are asked for then too), keeping the size it last had, or about
 * a screenful before, so the scrollbar stays steady. Its text stays in the page for find-in-page, links and
 * screen readers. Hydration is unaffected: the HTML is the same.
 */
export const BELOW_THE_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_900px]';

/**
 * The same for a trip card after a list's first: about a card's height (434–505 px from phone to desktop)
 * before it is first drawn, and no width of its own (a grid's column gives it one; a width here would widen a
 * phone's single column past the screen). A card on screen is drawn in the first frame as any other.
 */
export const BELOW_THE_FOLD_CARD = '[content-visibility:auto] [contain-intrinsic-size:auto_none_auto_480px]';
