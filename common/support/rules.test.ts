import { describe, expect, it } from 'vitest';
import { canResolve, customerConversationPath, statusAfterMessage, SUPPORT_STATUS_LABELS } from './rules';

describe('support rules', () => {
  it('a customer message (re)opens, a staff reply waits for the customer, an internal note changes nothing', () => {
    expect(statusAfterMessage('resolved', 'customer', false)).toBe('open');
    expect(statusAfterMessage('waiting_customer', 'customer', false)).toBe('open');
    expect(statusAfterMessage('open', 'staff', false)).toBe('waiting_customer');
    expect(statusAfterMessage('open', 'staff', true)).toBe('open');
    expect(statusAfterMessage('resolved', 'staff', true)).toBe('resolved');
  });

  it('names the states as the customer reads them and resolves only what is not resolved', () => {
    expect(Object.values(SUPPORT_STATUS_LABELS)).toEqual(['Abierta', 'Esperando tu respuesta', 'Resuelta']);
    expect([canResolve('open'), canResolve('waiting_customer'), canResolve('resolved')]).toEqual([true, true, false]);
    expect(customerConversationPath(12)).toBe('/user/support?c=12');
  });
});
