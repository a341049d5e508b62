import { dashboardDateRange } from '@backroom/domain/dates';
import { useQueryClient } from '@tanstack/react-query';
import { session } from '@web/shared/auth/session';
import { useStoreToday } from '@web/shared/store/store-context';
import { dashboardQuery } from '@web/staff/reports/api/reports';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * A full page load of /dashboard asks for the dashboard's figures as soon as the store and the session are known,
 * beside the account checks and the screen's code, not after them: the tiles' text is the page's largest paint
 * (issue 32). Once per page load; the screen's own query (same key, same range) then finds them.
 */
export function DashboardDataAhead() {
  const { status } = useSyncExternalStore(session.subscribe, session.snapshot);
  const today = useStoreToday();
  const queryClient = useQueryClient();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || status !== 'signedIn' || window.location.pathname !== '/dashboard') return;
    asked.current = true;
    void queryClient.prefetchQuery(dashboardQuery(dashboardDateRange(today), today));
  }, [status, today, queryClient]);
  return null;
}
