-- How often each trigram of the desk's search text occurs (kept by ANALYZE): a search gives its trigram index
-- only the part of the typed text whose trigrams are rare (src/server/repositories/desk-search.ts).
CREATE STATISTICS "requests_search_trigrams" ON (show_trgm("search_text")) FROM "requests";
