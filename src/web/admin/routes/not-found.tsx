import { Link } from 'react-router';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { PageTitle } from '#web/admin-kit/components/page-title.js';

export default function AdminNotFoundPage() {
  return (
    <section className="py-12 text-center">
      <PageTitle title="Not found" />
      <h1 className="font-display text-2xl">This page does not exist</h1>
      <Link to={adminPaths.overview} className="mt-4 inline-block font-semibold text-gold-dark underline">
        Back to the overview
      </Link>
    </section>
  );
}
