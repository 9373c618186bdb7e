import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/test-database';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.cleanup());

it('a barrier returns once every listener has heard what came before it, and is not heard as a notification', async () => {
  const database = testDb.database;
  const heard = { first: 0, second: 0, other: 0 };
  const stops = await Promise.all([
    database.listen!('listen_test', (event) => event === 'notify' && heard.first++),
    database.listen!('listen_test', (event) => event === 'notify' && heard.second++),
    database.listen!('listen_test_other', (event) => event === 'notify' && heard.other++),
  ]);
  try {
    for (let i = 0; i < 3; i++) await database.executeSql(`select pg_notify('listen_test', '${i}')`);
    await database.listenersCaughtUp!('listen_test');
    expect(heard).toEqual({ first: 3, second: 3, other: 0 });
    await database.listenersCaughtUp!('listen_test');
    await database.listenersCaughtUp!('listen_test_other');
    expect(heard).toEqual({ first: 3, second: 3, other: 0 });
  } finally {
    await Promise.all(stops.map((stop) => stop()));
  }
  // No listener left: nothing to wait for.
  await database.listenersCaughtUp!('listen_test');
});
