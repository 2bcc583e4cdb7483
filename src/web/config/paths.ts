/** The web app's name for the site's URL map, which the server's sitemap and preloads share. */
export { sitePaths as paths, type SearchQuery, type StayQuery, type TripPageQuery } from '#domain/site-paths.js';
