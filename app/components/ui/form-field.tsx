// What the catalogue's product form still takes from here until it moves onto the form kit
// (app/components/forms), which has replaced everything else this file held.

export { useFieldWiring } from '~/components/forms/field-frame';

/** First message of each field of a 422 reply. */
export function firstErrors(errors: Record<string, string[] | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages?.[0]) result[field] = messages[0];
  }
  return result;
}
