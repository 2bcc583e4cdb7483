/** The actions the staff audit trail records for the catalogue editor, one per staff write. */
export const CATALOGUE_AUDIT_ACTIONS = {
  tripCreate: 'trip.create',
  tripUpdate: 'trip.update',
  tripPublish: 'trip.publish',
  tripUnpublish: 'trip.unpublish',
  tripArchive: 'trip.archive',
  destinationCreate: 'destination.create',
  destinationUpdate: 'destination.update',
  destinationPublish: 'destination.publish',
  destinationUnpublish: 'destination.unpublish',
  destinationArchive: 'destination.archive',
  tripTranslate: 'trip.translate',
  destinationTranslate: 'destination.translate',
} as const;

/** How the audit trail names a trip or a destination. */
export const tripTarget = (uuid: string) => `trip:${uuid}`;
export const destinationTarget = (uuid: string) => `destination:${uuid}`;

/** Which state change a publish, unpublish or archive call makes. */
export const STATE_CHANGES = ['publish', 'unpublish', 'archive'] as const;
export type StateChange = (typeof STATE_CHANGES)[number];
export const STATE_AFTER = { publish: 'published', unpublish: 'draft', archive: 'archived' } as const;
