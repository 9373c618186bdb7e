import { expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

it('tells a database that cannot be reached from a query that went wrong', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  expect(isDatabaseUnavailable(refused)).toBe(true);
  expect(isDatabaseUnavailable(new Error('Failed query: select …', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
  expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);

  expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
  expect(isDatabaseUnavailable(new Error('column "x" does not exist'))).toBe(false);
  expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  expect(isDatabaseUnavailable(null)).toBe(false);
});
