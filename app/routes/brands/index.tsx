import { redirect } from 'react-router';

/** Spec §2: /brands redirects to /store. */
export function loader() {
  return redirect('/store');
}

export default function Brands() {
  return null;
}
