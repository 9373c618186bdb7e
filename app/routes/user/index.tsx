import { redirect } from 'react-router';

export function loader() {
  return redirect('/user/dashboard');
}

export function clientLoader() {
  return redirect('/user/dashboard');
}

export default function UserIndex() {
  return null;
}
