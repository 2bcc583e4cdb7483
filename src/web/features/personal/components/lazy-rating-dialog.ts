import { lazy } from 'react';

// The rating dialog (Radix, the form, the schema) loads on first use; hovering or focusing a button
// that opens it starts the download early.
export const loadRatingDialog = () => import('./rating-dialog.js');
export const LazyRatingDialog = lazy(loadRatingDialog);
