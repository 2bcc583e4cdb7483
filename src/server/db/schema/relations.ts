import { relations } from 'drizzle-orm';
import {
  budgets,
  destinationActivities,
  destinationCategories,
  destinationFacts,
  destinations,
  tripAddons,
  tripCategories,
  tripDestinations,
  tripNotAddons,
  tripPoints,
  trips,
} from './catalogue.js';
import {
  countries,
  categories,
  currencies,
  exchangeRates,
  locations,
  regions,
  seasons,
  serviceClasses,
  tripTypes,
} from './reference.js';
import { testimonials } from './people.js';

export const currencyRelations = relations(currencies, ({ one }) => ({
  liveRate: one(exchangeRates, { fields: [currencies.id], references: [exchangeRates.currencyId] }),
}));

export const destinationRelations = relations(destinations, ({ one, many }) => ({
  location: one(locations, { fields: [destinations.locationId], references: [locations.id] }),
  region: one(regions, { fields: [destinations.regionId], references: [regions.id] }),
  categories: many(destinationCategories),
  facts: many(destinationFacts),
  activities: many(destinationActivities),
}));

export const destinationCategoryRelations = relations(destinationCategories, ({ one }) => ({
  destination: one(destinations, { fields: [destinationCategories.destinationId], references: [destinations.id] }),
  category: one(categories, { fields: [destinationCategories.categoryId], references: [categories.id] }),
}));

export const destinationFactRelations = relations(destinationFacts, ({ one }) => ({
  destination: one(destinations, { fields: [destinationFacts.destinationId], references: [destinations.id] }),
}));

export const destinationActivityRelations = relations(destinationActivities, ({ one }) => ({
  destination: one(destinations, { fields: [destinationActivities.destinationId], references: [destinations.id] }),
}));

export const tripRelations = relations(trips, ({ one, many }) => ({
  tripType: one(tripTypes, { fields: [trips.tripTypeId], references: [tripTypes.id] }),
  destinations: many(tripDestinations),
  categories: many(tripCategories),
  points: many(tripPoints),
  addons: many(tripAddons),
  notAddons: many(tripNotAddons),
  budgets: many(budgets),
}));

export const tripDestinationRelations = relations(tripDestinations, ({ one }) => ({
  trip: one(trips, { fields: [tripDestinations.tripId], references: [trips.id] }),
  destination: one(destinations, { fields: [tripDestinations.destinationId], references: [destinations.id] }),
}));

export const tripCategoryRelations = relations(tripCategories, ({ one }) => ({
  trip: one(trips, { fields: [tripCategories.tripId], references: [trips.id] }),
  category: one(categories, { fields: [tripCategories.categoryId], references: [categories.id] }),
}));

export const tripPointRelations = relations(tripPoints, ({ one }) => ({
  trip: one(trips, { fields: [tripPoints.tripId], references: [trips.id] }),
}));

export const tripAddonRelations = relations(tripAddons, ({ one }) => ({
  trip: one(trips, { fields: [tripAddons.tripId], references: [trips.id] }),
  category: one(categories, { fields: [tripAddons.categoryId], references: [categories.id] }),
}));

export const tripNotAddonRelations = relations(tripNotAddons, ({ one }) => ({
  trip: one(trips, { fields: [tripNotAddons.tripId], references: [trips.id] }),
  category: one(categories, { fields: [tripNotAddons.categoryId], references: [categories.id] }),
}));

export const budgetRelations = relations(budgets, ({ one }) => ({
  trip: one(trips, { fields: [budgets.tripId], references: [trips.id] }),
  season: one(seasons, { fields: [budgets.seasonId], references: [seasons.id] }),
  serviceClass: one(serviceClasses, { fields: [budgets.serviceClassId], references: [serviceClasses.id] }),
}));

export const testimonialRelations = relations(testimonials, ({ one }) => ({
  country: one(countries, { fields: [testimonials.countryId], references: [countries.id] }),
}));
