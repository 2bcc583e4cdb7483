import { useEffect, useState } from 'react';
import type { Trip } from '#domain/api/catalogue.js';

/** A holding page until the storefront lands: it proves the site, the API and the catalogue are wired. */
export function PlaceholderHome() {
  const [trips, setTrips] = useState<Trip[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetch('/api/trips?limit=50', { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((body: { data: { trips: Trip[] } }) => setTrips(body.data.trips))
      .catch(() => setFailed(true));
  }, []);

  return (
    <main className="mx-auto max-w-4xl px-6 py-16">
      <p className="text-sm tracking-widest text-acacia uppercase">Kilele Safaris</p>
      <h1 className="mt-2 text-4xl font-semibold">Zanzibar tours and Tanzania safaris</h1>
      <p className="mt-4 text-lg">Our new storefront is on its way. These are the trips we run today:</p>
      {failed && <p className="mt-6 text-coral">No Zanzibar tours data available at the moment</p>}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {(trips ?? []).map((trip) => (
          <li key={trip.uuid} className="overflow-hidden rounded-xl border border-black/10 bg-sand">
            <img src={trip.image} alt="" width={800} height={600} className="aspect-[4/3] w-full object-cover" />
            <div className="p-4">
              <h2 className="font-semibold">{trip.name}</h2>
              <p className="text-gold-dark">From ${trip.base_price.toFixed(2)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-sm">
        API documentation:{' '}
        <a className="underline" href="/api/docs">
          /api/docs
        </a>
      </p>
    </main>
  );
}
