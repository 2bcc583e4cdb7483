import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { agency } from '#web/config/agency.js';
import { cn } from '#web/lib/cn.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import type { Staff } from '#web/features/admin-auth/api/get-me.js';
import { useLogout } from '#web/features/admin-auth/api/logout.js';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap text-white/80 hover:bg-white/10 hover:text-white',
    isActive && 'bg-white/15 text-white',
  );

/**
 * The agency, the pages (Staff, Currencies, Audit and Failed jobs for owners only), who is signed in, and Sign out:
 * one compact bar, on one line on a desktop even with an owner's every page (wider than the pages' column below it).
 */
export function AdminTopBar({ staff }: { staff: Staff | undefined }) {
  const logout = useLogout();
  return (
    <header className="bg-ink text-white">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 sm:px-6">
        <span className="font-display text-base font-semibold">
          {agency.name} <span className="font-sans text-xs font-normal text-white/70">Back office</span>
        </span>
        <nav aria-label="Back office" className="order-last flex w-full gap-1 overflow-x-auto sm:order-none sm:w-auto">
          <NavLink to={adminPaths.overview} end className={navClass}>
            Overview
          </NavLink>
          <NavLink to={adminPaths.requests()} className={navClass}>
            Requests
          </NavLink>
          <NavLink to={adminPaths.payments()} className={navClass}>
            Payments
          </NavLink>
          <NavLink to={adminPaths.trips()} className={navClass}>
            Trips
          </NavLink>
          <NavLink to={adminPaths.destinations()} className={navClass}>
            Destinations
          </NavLink>
          <NavLink to={adminPaths.moderation} className={navClass}>
            Moderation
          </NavLink>
          <NavLink to={adminPaths.subscribers} className={navClass}>
            Subscribers
          </NavLink>
          {staff?.role === 'owner' && (
            <>
              <NavLink to={adminPaths.staff} className={navClass}>
                Staff
              </NavLink>
              <NavLink to={adminPaths.currencies} className={navClass}>
                Currencies
              </NavLink>
              <NavLink to={adminPaths.audit} className={navClass}>
                Audit
              </NavLink>
              <NavLink to={adminPaths.scheduled} className={navClass}>
                Failed jobs
              </NavLink>
            </>
          )}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {staff && <span className="hidden text-sm whitespace-nowrap text-white/80 sm:inline">{staff.name}</span>}
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm whitespace-nowrap text-white/85 hover:bg-white/10 hover:text-white"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </button>
        </div>
      </div>
    </header>
  );
}
