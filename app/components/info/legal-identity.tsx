import { useStoreSettings } from '~/lib/store-facts';

/**
 * Who runs the store, as the legal pages name it (LSSI art. 10): the company name in bold, then its
 * NIF and registered address when the settings have them.
 */
export function LegalIdentity() {
  const { legal_name, tax_id, registered_address } = useStoreSettings();
  return (
    <>
      <strong>{legal_name}</strong>
      {tax_id && <> (NIF {tax_id})</>}
      {registered_address && <>, con domicilio social en {registered_address}</>}
    </>
  );
}

/** The company name alone, where a sentence names it again. */
export function LegalName() {
  return <>{useStoreSettings().legal_name}</>;
}

/** The city of the workshop. */
export function StoreCity() {
  return <>{useStoreSettings().city}</>;
}
