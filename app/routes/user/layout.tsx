import { Outlet } from 'react-router';

// Being built: replaced by the area's real layout.
export default function Layout() {
  return <Outlet />;
}
