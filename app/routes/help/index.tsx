import { redirect } from 'react-router';

/** /help has no page of its own: the FAQ is where help starts. */
export function loader() {
  return redirect('/help/faq');
}

export default function HelpIndex() {
  return null;
}
