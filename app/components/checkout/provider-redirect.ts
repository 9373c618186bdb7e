import type { PaymentRedirect } from '@common/checkout/contracts';

/**
 * Sends the browser to the payment provider's page: Stripe Checkout by address, Redsys by a form
 * POSTed there (its signed parameters). The pages' CSP lets a form go to that origin only.
 */
export function goToPaymentPage(redirect: PaymentRedirect): void {
  if (redirect.method === 'GET') {
    window.location.assign(redirect.url);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = redirect.url;
  form.hidden = true;
  for (const field of redirect.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
