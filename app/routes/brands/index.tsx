import { redirect } from 'react-router';

/** Spec §2: /brands redirects to /store, for good (301), keeping any query. */
export function loader({ request }: { request: Request }) {
  return redirect(`/store${new URL(request.url).search}`, 301);
}

export default function Brands() {
  return null;
}
