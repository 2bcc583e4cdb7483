import { useT } from '#web/i18n/i18n.js';
import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { AppLink } from '#web/lib/navigation.js';
import { Button, buttonVariants } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { useSession } from '#web/features/auth/hooks/use-session.js';
import { cn } from '#web/lib/cn.js';

interface AccountActionsProps {
  className?: string;
  /** the mobile menu stretches the buttons to its width */
  stacked?: boolean;
  onNavigate?: () => void;
}

/** Login when signed out; Dashboard and Logout when signed in. */
export function AccountActions({ className, stacked = false, onNavigate }: AccountActionsProps) {
  const t = useT();
  const { signedIn, logout } = useSession();
  const size = stacked ? 'md' : 'sm';
  const width = stacked ? 'w-full' : undefined;

  if (!signedIn) return <LoginAction className={className} stacked={stacked} onNavigate={onNavigate} />;
  return (
    <div className={cn('flex gap-2', stacked && 'flex-col', className)}>
      <AppLink
        to={paths.dashboard.getHref()}
        onClick={onNavigate}
        className={cn(buttonVariants({ variant: stacked ? 'primary' : 'outline', size }), width)}
      >
        <LayoutDashboard aria-hidden="true" className="size-4" />
        {t('Dashboard')}
      </AppLink>
      <Button type="button" variant={stacked ? 'outline' : 'ghost'} size={size} className={width} onClick={logout}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('Logout')}
      </Button>
    </div>
  );
}

/**
 * Login, as a signed-out visitor sees it: also what the server renders for everyone (it knows no session), without
 * the session's query (account-actions.island.tsx).
 */
export function LoginAction({ className, stacked = false, onNavigate }: AccountActionsProps) {
  const t = useT();
  return (
    <div className={className}>
      <AppLink
        to={paths.login.getHref()}
        onClick={onNavigate}
        className={cn(buttonVariants({ size: stacked ? 'md' : 'sm' }), stacked && 'w-full')}
      >
        <UserRound aria-hidden="true" className="size-4" />
        {t('Login')}
      </AppLink>
    </div>
  );
}
