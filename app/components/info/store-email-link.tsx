import { useStoreSettings } from '~/lib/store-facts';
import { TEXT_LINK } from './info-header';

export type StoreEmail = 'contact_email' | 'support_email' | 'business_email' | 'privacy_email';

/** One of the store's addresses, as the settings say it, as a mailto link. */
export function StoreEmailLink({ email, className = TEXT_LINK }: { email: StoreEmail; className?: string }) {
  const address = useStoreSettings()[email];
  return (
    <a href={`mailto:${address}`} className={className}>
      {address}
    </a>
  );
}

/** The support address as plain text (inside a quoted model letter, where a link would not belong). */
export function SupportAddress() {
  return <>{useStoreSettings().support_email}</>;
}
