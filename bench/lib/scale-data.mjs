// The large data set of `npm run bench:scale`, generated inside the database (set-based SQL, seconds not
// minutes) on top of the demo catalogue the server seeded: the demo trips and destinations are copied with
// every relation until the catalogue has `trips` published trips and `destinations` destinations, then
// tourists, requests of every type and status over three years (with their bookings or inquiry rows),
// ratings and subscribers. `factor` scales every count (PGlite runs a smaller set).
import { createHash } from 'node:crypto';

export const FULL_SIZE = {
  trips: 2000,
  destinations: 300,
  tourists: 50_000,
  requests: 200_000,
  ratings: 100_000,
  subscribers: 20_000,
};

/** The bearer token of the tourist who has 50 requests (stored hashed, as the server stores tokens). */
export const BUSY_TOURIST_TOKEN = 'scale-bench-busy-tourist-token';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

export function scaledSize(factor) {
  return Object.fromEntries(Object.entries(FULL_SIZE).map(([key, n]) => [key, Math.max(1, Math.round(n * factor))]));
}

/** The statements, in order; every number is inlined (no parameters), so both drivers run them as is. */
export function scaleStatements(size) {
  return [
    // Destinations: copies of the demo ones (name, location, relations), numbered.
    `create temporary table src_dest as select * from destinations`,
    `insert into destinations (slug, name, description, image, banner, location_id, region_id, sort_order, is_published)
     select s.slug || '-c' || g, s.name || ' ' || g, s.description, s.image, s.banner, s.location_id, s.region_id,
            s.sort_order + g * 1000, true
     from src_dest s cross join generate_series(1, ceil(greatest(${size.destinations} - (select count(*) from src_dest), 0)::numeric / (select count(*) from src_dest))::int) g
     order by g, s.id
     limit greatest(${size.destinations} - (select count(*) from src_dest), 0)`,
    `insert into destination_categories (destination_id, category_id)
     select n.id, c.category_id from destinations n
     join src_dest s on s.slug = regexp_replace(n.slug, '-c[0-9]+$', '')
     join destination_categories c on c.destination_id = s.id where n.slug ~ '-c[0-9]+$'`,
    `insert into destination_facts (destination_id, fact, position)
     select n.id, f.fact, f.position from destinations n
     join src_dest s on s.slug = regexp_replace(n.slug, '-c[0-9]+$', '')
     join destination_facts f on f.destination_id = s.id where n.slug ~ '-c[0-9]+$'`,
    `insert into destination_activities (destination_id, name, position)
     select n.id, a.name, a.position from destinations n
     join src_dest s on s.slug = regexp_replace(n.slug, '-c[0-9]+$', '')
     join destination_activities a on a.destination_id = s.id where n.slug ~ '-c[0-9]+$'`,

    // Trips: copies of the demo ones, each visiting copies of its model's destinations.
    `create temporary table src_trip as select * from trips where is_published`,
    `insert into trips (slug, name, description, image, banner, base_price, price, is_published, from_date, to_date,
                        trip_type_id, sort_order)
     select s.slug || '-c' || g, s.name || ' ' || g, s.description, s.image, s.banner, s.base_price + g % 50,
            s.price + g % 50, true, s.from_date, s.to_date, s.trip_type_id, s.sort_order + g * 1000
     from src_trip s cross join generate_series(1, ceil(greatest(${size.trips} - (select count(*) from src_trip), 0)::numeric / (select count(*) from src_trip))::int) g
     order by g, s.id
     limit greatest(${size.trips} - (select count(*) from src_trip), 0)`,
    `create temporary table trip_copy as
     select n.id as new_id, s.id as src_id, substring(n.slug from '-c([0-9]+)$')::int as g
     from trips n join src_trip s on s.slug = regexp_replace(n.slug, '-c[0-9]+$', '') where n.slug ~ '-c[0-9]+$'`,
    `create temporary table dest_copies as
     select s.id as src_id, d.id as dest_id, row_number() over (partition by s.id order by d.id) - 1 as k,
            count(*) over (partition by s.id) as n
     from src_dest s join destinations d on d.id = s.id or (d.slug ~ '-c[0-9]+$' and regexp_replace(d.slug, '-c[0-9]+$', '') = s.slug)`,
    `insert into trip_destinations (trip_id, destination_id, position)
     select c.new_id, dc.dest_id, td.position from trip_copy c
     join trip_destinations td on td.trip_id = c.src_id
     join dest_copies dc on dc.src_id = td.destination_id and dc.k = c.g % dc.n`,
    `insert into trip_categories (trip_id, category_id)
     select c.new_id, x.category_id from trip_copy c join trip_categories x on x.trip_id = c.src_id`,
    `insert into trip_points (trip_id, "order", day_number, title, description)
     select c.new_id, p."order", p.day_number, p.title, p.description from trip_copy c join trip_points p on p.trip_id = c.src_id`,
    `insert into trip_addons (trip_id, category_id, position)
     select c.new_id, x.category_id, x.position from trip_copy c join trip_addons x on x.trip_id = c.src_id`,
    `insert into trip_not_addons (trip_id, category_id, position)
     select c.new_id, x.category_id, x.position from trip_copy c join trip_not_addons x on x.trip_id = c.src_id`,
    `insert into budgets (trip_id, season_id, service_class_id, quantity, price)
     select c.new_id, b.season_id, b.service_class_id, b.quantity, b.price from trip_copy c join budgets b on b.trip_id = c.src_id`,

    // Tourists. The first one ("busy") gets 50 requests and a bearer token for the dashboard.
    `insert into users (name, email, phone, address, country_id, gender_id, password_hash, tourist_number)
     select 'Tourist ' || g || ' ' || (array['Mrema','Okafor','Schmidt','Rossi','Tanaka','Dubois','Silva','Nkosi'])[1 + g % 8],
            'tourist' || g || '@scale.example', '+255 7' || lpad((g * 7919 % 100000000)::text, 8, '0'),
            'Street ' || g, (select min(id) from countries) + g % 50, (select min(id) from genders),
            'not-a-usable-hash', 'SCL' || lpad(g::text, 7, '0')
     from generate_series(1, ${size.tourists}) g`,
    `insert into auth_tokens (user_id, token_hash, expires_at)
     select id, '${sha256(BUSY_TOURIST_TOKEN)}', now() + interval '30 days' from users where email = 'tourist1@scale.example'`,

    // Requests over three years: ~60% trip bookings, ~25% destination inquiries, ~15% contact inquiries.
    `create temporary table scale_users as select id, row_number() over (order by id) as n from users where email like '%@scale.example'`,
    `insert into requests (reference, type, status, version, user_id, first_name, last_name, email, phone, country_id,
                           item_name, start_date, end_date, guests, total_price, quoted_price, received_at, updated_at, answered_at)
     select 'TZ-B' || lpad(g::text, 7, '0'),
            case when g <= 50 or g % 20 < 12 then 'trip_booking' when g % 20 < 17 then 'destination_booking' else 'inquiry' end,
            case when g <= 50 then 'new' else (array['new','in_progress','quoted','confirmed','completed','cancelled'])[1 + (g * 7) % 6] end,
            1, u.id, (array['Amani','Baraka','Grace','Lukas','Sofia','Kenji','Chloe','Rafael','Neema','Omar'])[1 + g % 10],
            split_part(u_name, ' ', 3), u_email, u_phone,
            (select min(id) from countries) + g % 50,
            'Trip ' || g % ${size.trips}, received::date + 30 + g % 300, received::date + 37 + g % 300,
            1 + g % 8, case when g % 20 < 12 then 500 + g % 5000 end, case when (g * 7) % 6 in (2, 3, 4) then 450 + g % 5000 end,
            received, received, case when (g * 7) % 6 <> 0 then received + interval '5 hours' end
     from generate_series(1, ${size.requests}) g
     cross join lateral (select now() - (g::double precision / ${size.requests}) * interval '3 years' as received) r
     join scale_users su on su.n = case when g <= 50 then 1 else 1 + g % ${size.tourists} end
     join lateral (select id, name as u_name, email as u_email, phone as u_phone from users where id = su.id) u on true`,
    `insert into bookings (reference, request_id, request_line, item_type, trip_id, destination_id, user_id,
                           service_class_id, gender_id, country_id, guest_count, start_date, end_date, first_name,
                           last_name, email, phone, season, tier, total_price, fingerprint, created_at)
     select r.reference, r.id, 1, case when r.type = 'trip_booking' then 'trip' else 'destination' end,
            case when r.type = 'trip_booking' then ti.a[1 + r.id % array_length(ti.a, 1)] end,
            case when r.type = 'destination_booking' then di.a[1 + r.id % array_length(di.a, 1)] end,
            r.user_id, (select min(id) from service_classes), (select min(id) from genders), r.country_id, r.guests,
            r.start_date, r.end_date, r.first_name, r.last_name, r.email, r.phone,
            case when r.type = 'trip_booking' then 'Low' end, case when r.type = 'trip_booking' then 2 end,
            r.total_price, md5(r.reference), r.received_at
     from requests r
     cross join (select array_agg(id order by id) as a from trips where is_published) ti
     cross join (select array_agg(id order by id) as a from destinations) di
     where r.email like '%@scale.example' and r.type <> 'inquiry'`,
    `insert into inquiries (first_name, last_name, email, phone, country_id, trip_type_id, guests, start_date, end_date,
                            budget, message, user_id, request_id, created_at)
     select r.first_name, r.last_name, r.email, r.phone, r.country_id, (select min(id) from trip_types), r.guests,
            r.start_date, r.end_date, 'mid-range', 'A week on the island, then the Serengeti.', r.user_id, r.id, r.received_at
     from requests r where r.email like '%@scale.example' and r.type = 'inquiry'`,
    `insert into request_events (request_id, at, kind, from_status, to_status, text, visible_to_tourist)
     select id, answered_at, 'status', 'new', status, '', true from requests
     where email like '%@scale.example' and status <> 'new'`,

    // Ratings: two per tourist (trips mostly, a destination for every fifth), some hidden by the agency.
    `insert into ratings (user_id, item_type, trip_id, destination_id, rating, comment, hidden_at)
     select su.id, case when k = 2 and su.n % 5 = 0 then 'destination' else 'trip' end,
            case when k = 2 and su.n % 5 = 0 then null else ti.a[1 + (su.n * 2 + k) % array_length(ti.a, 1)] end,
            case when k = 2 and su.n % 5 = 0 then di.a[1 + su.n % array_length(di.a, 1)] end,
            1 + (su.n * 3 + k) % 5, 'Karibu sana, a wonderful trip.', case when su.n % 50 = 0 then now() end
     from scale_users su cross join generate_series(1, 2) k
     cross join (select array_agg(id order by id) as a from trips where is_published) ti
     cross join (select array_agg(id order by id) as a from destinations) di
     where (su.n - 1) * 2 + k <= ${size.ratings}`,
    `insert into newsletter_subscribers (email, source_page)
     select 'subscriber' || g || '@scale.example', '/' from generate_series(1, ${size.subscribers}) g`,
    // The rows triggers keep (counts per type and status, stored trip and destination bodies) were updated once
    // per request or relation row. Over three years each update was pruned soon after; one bulk transaction
    // leaves every superseded version behind (request_counts: 18 rows in 11 MB), so they are compacted first.
    `vacuum full request_counts, request_daily_counts, trip_documents, destination_documents`,
    // A database that grew over three years has been vacuumed: its visibility map lets index-only scans
    // skip the table. Right after a bulk load it has not, and every index read would visit the heap.
    `vacuum analyze`,
  ];
}
