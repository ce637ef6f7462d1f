import { Outlet } from 'react-router';
import { BareFrame } from './bare-frame';
import { RouteProgress } from './route-progress';
import { RouterHomeLink } from './router-home-link';

/** Landing (/) and /home inside the app: the navbar without the sidebar; the page owns the rest. */
export function BareLayout() {
  return (
    <BareFrame homeLink={RouterHomeLink} top={<RouteProgress />}>
      <Outlet />
    </BareFrame>
  );
}
